import { describe, expect, it } from 'vitest';
import { readHallSvg, type SvgHall } from './svg-reader';
import { hallSvg } from './svg-writer';

function hallOf(text: string): SvgHall {
  const { hall, problems } = readHallSvg(text);
  expect(problems).toEqual([]);
  return hall as SvgHall;
}

/** A hall's content without where each shape stood in its file (the line differs between two files). */
const content = (hall: SvgHall) => ({ ...hall, shapes: hall.shapes.map(({ at: _at, ...shape }) => shape) });

describe('writing a hall plan back as SVG', () => {
  it('writes what the reader read, translated names included, so reading it again gives the same hall', () => {
    const read = hallOf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4000 2000" data-metres-per-unit="0.01">
  <rect data-stand="2A01" x="200" y="200" width="600" height="300"/>
  <rect data-kind="entrance" data-name="Вход 2А" data-name-en="Entrance 2A" data-name-zh="2A 入口" x="1800" y="1900" width="400" height="100"/>
  <rect data-kind="service" data-name="Кафе &amp; бар" data-name-en="Café &amp; bar &quot;Steel&quot;" x="3000" y="1400" width="600" height="400"/>
  <rect data-kind="service" data-name="Туалеты" data-name-zh="洗手间" x="3000" y="200" width="300" height="300"/>
  <rect data-kind="room" data-name="Зал 1" x="2000" y="200" width="600" height="400"/>
  <rect data-kind="door" data-to="3" x="3900" y="800" width="100" height="400"/>
</svg>`);
    const written = hallSvg(read);
    expect(written).toContain('data-name="Вход 2А" data-name-en="Entrance 2A" data-name-zh="2A 入口"');
    expect(written).toContain('data-name-en="Café &amp; bar &quot;Steel&quot;"');
    // A shape without translations gets no empty attributes.
    expect(written).toMatch(/data-name="Зал 1" points=/);
    const again = hallOf(written);
    expect(content(again)).toEqual(content(read));
    expect(again.shapes.find((shape) => shape.name === 'Туалеты')?.names).toEqual({ zh: '洗手间' });
  });
});
