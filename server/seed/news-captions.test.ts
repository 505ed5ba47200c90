/**
 * The demo news' pictures match their captions: each item names what its picture shows (a hall, a
 * conference, a ceremony, a medal, a metal motif), the picture is drawn as that, and every caption in
 * every language says what is in it ("Вид на павильон 1 с галереи" under a close-up of metal sheets was
 * the fault).
 */
import { describe, expect, it } from 'vitest';
import { contestPicture, newsSubject, type NewsSubject } from './drawings/pictures';
import { drawing } from './drawings/render';
import { scenePicture } from './drawings/scenes';
import { svgDocument } from './drawings/svg';
import { demoNews, newsPictureName } from './news';

/** Words a caption of each subject uses, per language. */
const VOCABULARY: Record<NewsSubject, Record<'ru' | 'en' | 'zh', RegExp>> = {
  hall: { ru: /павильон|стенд|посетител|экспозиц/i, en: /hall|stand|visitor|pavilion/i, zh: /馆|展台|观众|展区/ },
  conference: { ru: /конференц|сесси|семинар/i, en: /conference|session|seminar/i, zh: /会议|研讨会/ },
  ceremony: { ru: /церемон|награжд|на сцене/i, en: /ceremony|award|on stage/i, zh: /仪式|颁奖|典礼|开幕式/ },
  medal: { ru: /медал/i, en: /medal/i, zh: /奖章/ },
  coils: { ru: /рулон/i, en: /coil/i, zh: /钢卷/ },
  beams: { ru: /металлоконструкц/i, en: /steel sections|beams/i, zh: /型钢/ },
  sheets: { ru: /лист/i, en: /sheet|plate/i, zh: /钢板/ },
  pipes: { ru: /труб/i, en: /pipe/i, zh: /管/ },
};

const items = demoNews().map((item, index) => ({ item, name: newsPictureName(item, index) }));

describe('the demo news pictures', () => {
  it.each(items.map(({ item, name }) => [name, item] as const))('%s: every caption names what the picture shows', (name, item) => {
    const subject = newsSubject(name);
    expect(subject, `${name} names a subject`).not.toBeNull();
    for (const lang of ['ru', 'en', 'zh'] as const)
      expect(item[lang].caption, `${lang}: ${item[lang].caption}`).toMatch(VOCABULARY[subject!][lang]);
  });

  it.each(items.map(({ name }) => [name]))('%s is drawn as the subject its name gives', (name) => {
    const subject = newsSubject(name);
    const made = drawing('news', name);
    expect(made?.kind).toBe('svg');
    const body = made?.kind === 'svg' ? made.body : '';
    if (subject === 'hall' || subject === 'conference' || subject === 'ceremony')
      expect(body).toBe(svgDocument(scenePicture(name, subject), 1));
    else if (subject === 'medal') expect(body).toBe(svgDocument(contestPicture(name), 1));
    // A metal motif is a 1200 × 800 illustration of its own, never a scene or a medal.
    else expect(body).toMatch(/viewBox="0 0 1200 800"/);
  });
});
