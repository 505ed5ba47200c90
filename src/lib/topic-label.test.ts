import { describe, expect, it } from 'vitest';
import { topicLabel } from './topic-label';

describe('topic labels', () => {
  it('drop the leading catalogue number and its dash', () => {
    expect(topicLabel('101-Чугун и ферросплавы')).toBe('Чугун и ферросплавы');
    expect(topicLabel('512-Laser and plasma cutting')).toBe('Laser and plasma cutting');
    expect(topicLabel('203-铝及铝合金')).toBe('铝及铝合金');
  });

  it('tolerate spaces around the dash', () => {
    expect(topicLabel(' 7 - Огнеупоры')).toBe('Огнеупоры');
  });

  it('keep dashes and digits that are part of the name', () => {
    expect(topicLabel('Трубы 3-го класса')).toBe('Трубы 3-го класса');
    expect(topicLabel('Волго-Камский 2-й цех')).toBe('Волго-Камский 2-й цех');
    expect(topicLabel('3D-печать металлом')).toBe('3D-печать металлом');
  });

  it('keep a name that is only a number', () => {
    expect(topicLabel('101-')).toBe('101-');
  });
});
