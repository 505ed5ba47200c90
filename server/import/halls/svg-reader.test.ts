import { describe, expect, it } from 'vitest';
import { readHallSvg, type SvgHall } from './svg-reader';

const svg = (body: string, root = 'viewBox="0 0 100 50"') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${root}>\n${body}\n</svg>\n`;

function hallOf(text: string): SvgHall {
  const { hall, problems } = readHallSvg(text);
  expect(problems).toEqual([]);
  return hall as SvgHall;
}

const stand = (hall: SvgHall, number: string) => hall.shapes.find((shape) => shape.stand === number)?.points;

/** Close enough for sampled curves: every point within `tolerance` of the expected one. */
function expectNear(points: number[] | undefined, expected: number[], tolerance = 0.011) {
  expect(points).toHaveLength(expected.length);
  expected.forEach((value, i) => expect(Math.abs((points?.[i] ?? NaN) - value)).toBeLessThanOrEqual(tolerance));
}

describe('reading a hall plan drawn in SVG', () => {
  it('reads stands marked with data-stand and id="stand-…", the other kinds, and the viewBox as the outline', () => {
    const hall = hallOf(
      svg(`
  <rect data-stand="2F55" x="10" y="5" width="6" height="3"/>
  <polygon id="stand-2F56" points="20,5 26,5 26,8 20,8"/>
  <line data-kind="wall" x1="0" y1="20" x2="40" y2="20"/>
  <rect data-kind="entrance" data-name="Северный вход" x="0" y="45" width="5" height="5"/>
  <rect data-kind="door" data-to="3" x="95" y="20" width="5" height="4"/>
  <circle data-kind="service" data-name="Кафе" cx="70" cy="30" r="2"/>
  <rect data-kind="room" data-name="Зал А" x="60" y="0" width="10" height="10"/>
  <rect class="decoration" x="1" y="1" width="2" height="2"/>`),
    );
    expect(hall.outline).toEqual([0, 0, 100, 0, 100, 50, 0, 50]);
    expect(hall.metresPerUnit).toBe(1);
    expect(stand(hall, '2F55')).toEqual([10, 5, 16, 5, 16, 8, 10, 8]);
    expect(stand(hall, '2F56')).toEqual([20, 5, 26, 5, 26, 8, 20, 8]);
    expect(hall.shapes.map((shape) => [shape.kind, shape.stand ?? shape.name ?? shape.to ?? ''])).toEqual([
      ['stand', '2F55'],
      ['stand', '2F56'],
      ['wall', ''],
      ['entrance', 'Северный вход'],
      ['door', '3'],
      ['service', 'Кафе'],
      ['room', 'Зал А'],
    ]);
    expect(hall.shapes.find((shape) => shape.kind === 'wall')?.points).toEqual([0, 20, 40, 20]);
    expect(hall.shapes.find((shape) => shape.kind === 'service')?.points).toHaveLength(64);
    expect(hall.shapes[0]?.at).toMatchObject({ line: 4, element: '<rect>' });
  });

  it('reads an Illustrator-style file: classes in <style>, stands as rect + text groups, matrices on groups and texts', () => {
    const hall = hallOf(
      svg(
        `
  <style type="text/css">
    .st0{fill:#E6E6E6;stroke:#1D1D1B;stroke-width:0.5;}
    .st1{font-family:'MyriadPro-Regular';font-size:12px;}
  </style>
  <polygon data-kind="outline" points="0,0 2000,0 2000,1000 0,1000"/>
  <g id="Stands" transform="matrix(1 0 0 1 100 50)">
    <g id="_x32_A01">
      <rect x="0" y="0" class="st0" width="300" height="200"/>
      <text transform="matrix(1 0 0 1 120 110)" class="st1">2A01</text>
    </g>
    <g id="_x32_A02" transform="matrix(1 0 0 1 300 0)">
      <rect x="0" y="0" class="st0" width="300" height="200"/>
      <text transform="matrix(1 0 0 1 120 110)" class="st1"><tspan x="0" y="0" class="st1">2A</tspan><tspan x="14" y="0" class="st1">02</tspan></text>
    </g>
    <g id="label-only"><text class="st1">Проход</text></g>
  </g>`,
        'data-metres-per-unit="0.01" viewBox="0 0 2000 1000"',
      ),
    );
    expect(hall.metresPerUnit).toBe(0.01);
    expect(hall.outline).toEqual([0, 0, 20, 0, 20, 10, 0, 10]);
    expect(hall.shapes.map((shape) => shape.stand)).toEqual(['2A01', '2A02']);
    expect(stand(hall, '2A01')).toEqual([1, 0.5, 4, 0.5, 4, 2.5, 1, 2.5]);
    expect(stand(hall, '2A02')).toEqual([4, 0.5, 7, 0.5, 7, 2.5, 4, 2.5]);
  });

  it('applies nested matrices, rotate about a point, scale, translate and skew in document order', () => {
    const hall = hallOf(
      svg(`
  <g transform="matrix(2 0 0 2 10 0)">
    <g transform="translate(5 5)">
      <rect data-stand="1A01" transform="matrix(1 0 0 1 1 1)" x="0" y="0" width="2" height="1"/>
    </g>
  </g>
  <rect data-stand="1A02" transform="rotate(90 50 25)" x="50" y="25" width="4" height="2"/>
  <rect data-stand="1A03" transform="translate(10,10) scale(2,3)" x="0" y="0" width="1" height="1"/>
  <rect data-stand="1A04" transform="skewX(45)" x="0" y="40" width="2" height="2"/>`),
    );
    // (0,0) → translate(1,1) → translate(5,5) → scale 2 and +10: (22, 12).
    expect(stand(hall, '1A01')).toEqual([22, 12, 26, 12, 26, 14, 22, 14]);
    // A quarter turn about (50, 25): x → 50 - (y - 25), y → 25 + (x - 50).
    expect(stand(hall, '1A02')).toEqual([50, 25, 50, 29, 48, 29, 48, 25]);
    expect(stand(hall, '1A03')).toEqual([10, 10, 12, 10, 12, 13, 10, 13]);
    expect(stand(hall, '1A04')).toEqual([40, 40, 42, 40, 44, 42, 42, 42]);
  });

  it('reads a path with arcs, curves and relative commands into sampled polygons', () => {
    const hall = hallOf(
      svg(`
  <path data-stand="3B10" d="m10 10 h10 v10 h-10 z"/>
  <path data-stand="3B11" d="M30 10 H40 A5 5 0 0 1 40 20 H30 Z"/>
  <path data-stand="3B12" d="M50 10 Q55 0 60 10 T70 10 L70 20 L50 20 Z"/>`),
    );
    expect(stand(hall, '3B10')).toEqual([10, 10, 20, 10, 20, 20, 10, 20]);
    const arc = stand(hall, '3B11') ?? [];
    // The half circle bulges to x = 45 at y = 15, and every sampled point lies on it.
    const xs = arc.filter((_, i) => i % 2 === 0);
    expect(Math.max(...xs)).toBeCloseTo(45, 1);
    for (let i = 0; i < arc.length; i += 2) {
      const [x, y] = [arc[i] as number, arc[i + 1] as number];
      if (x > 40) expect(Math.hypot(x - 40, y - 15)).toBeCloseTo(5, 1);
    }
    expect(arc.length).toBeGreaterThan(10);
    const curve = stand(hall, '3B12') ?? [];
    expectNear(curve.slice(0, 2), [50, 10]);
    expect(Math.min(...curve.filter((_, i) => i % 2 === 1))).toBeGreaterThanOrEqual(5);
  });

  it('rounds to 0.01 m and drops a repeated closing point', () => {
    const hall = hallOf(svg(`<polygon data-stand="1B01" points="0.123,0.456 10.004,0 10,5.555 0.123,0.456"/>`));
    expect(stand(hall, '1B01')).toEqual([0.12, 0.46, 10, 0, 10, 5.56]);
  });

  it('reads an older Illustrator export that names its namespaces as DOCTYPE entities, with an embedded underlay picture', () => {
    const hall = hallOf(`<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
	<!ENTITY ns_svg "http://www.w3.org/2000/svg">
	<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" viewBox="0 0 50 20">
<image width="50" height="20" xlink:href="data:image/png;base64,iVBORw0KGgo="/>
<g id="_x31_A01"><rect x="1" y="1" width="4" height="3"/><text transform="matrix(1 0 0 1 2 3)">1A01</text></g>
</svg>`);
    expect(hall.shapes.map((shape) => [shape.stand, shape.points])).toEqual([['1A01', [1, 1, 5, 1, 5, 4, 1, 4]]]);
  });

  it('reads a name’s English and Chinese from data-name-en and data-name-zh beside data-name; an empty one is none', () => {
    const hall = hallOf(
      svg(`
  <rect data-kind="entrance" data-name="Вход 2А" data-name-en=" Entrance 2A " data-name-zh="2A 入口" x="0" y="45" width="5" height="5"/>
  <circle data-kind="service" data-name="Кафе" data-name-zh="咖啡厅" data-name-en="" cx="70" cy="30" r="2"/>
  <rect data-kind="room" data-name="Зал А" data-name-en="Hall A" x="60" y="0" width="10" height="10"/>
  <rect data-kind="door" data-to="3" data-name="Переход" data-name-en="Passage" x="95" y="20" width="5" height="4"/>
  <rect data-kind="service" data-name="Туалеты" data-name-en="  " x="80" y="0" width="4" height="4"/>`),
    );
    expect(hall.shapes.map((shape) => [shape.kind, shape.name, shape.names])).toEqual([
      ['entrance', 'Вход 2А', { en: 'Entrance 2A', zh: '2A 入口' }],
      ['service', 'Кафе', { zh: '咖啡厅' }],
      ['room', 'Зал А', { en: 'Hall A' }],
      ['door', 'Переход', { en: 'Passage' }],
      ['service', 'Туалеты', undefined],
    ]);
  });

  it('ignores shapes inside <defs> and the like', () => {
    const hall = hallOf(
      svg(
        `<defs><rect data-stand="9Z99" x="0" y="0" width="1" height="1"/></defs><rect data-stand="1C01" x="1" y="1" width="1" height="1"/>`,
      ),
    );
    expect(hall.shapes.map((shape) => shape.stand)).toEqual(['1C01']);
  });
});

describe('refusing a hall plan', () => {
  const refused = (text: string) => {
    const { hall, problems } = readHallSvg(text);
    expect(hall).toBeUndefined();
    expect(problems.length).toBeGreaterThan(0);
    return problems;
  };

  it('refuses malformed XML with its line', () => {
    const [problem] = refused(svg(`<g>\n<rect data-stand="1A01" x="0" y="0" width="1" height="1">\n</g>`));
    expect(problem).toMatchObject({ line: 5 });
    expect(problem?.message).toMatch(/not well-formed XML/);
  });

  it('refuses a <script>, naming its line and element', () => {
    expect(refused(svg(`<rect data-stand="1A01" x="0" y="0" width="1" height="1"/>\n<script>alert(1)</script>`))).toEqual([
      expect.objectContaining({ line: 4, element: '<script>', message: expect.stringMatching(/script/) }),
    ]);
  });

  it('refuses event handler attributes', () => {
    expect(refused(svg(`<rect data-stand="1A01" onclick="alert(1)" x="0" y="0" width="1" height="1"/>`))).toEqual([
      expect.objectContaining({ line: 3, element: '<rect>', message: expect.stringMatching(/onclick/) }),
    ]);
  });

  it('refuses references outside the file, in attributes and in styles', () => {
    expect(refused(svg(`<image href="https://evil.example/x.png" width="1" height="1"/>`))[0]?.element).toBe('<image>');
    expect(refused(svg(`<use xlink:href="other.svg#stand" />`))[0]?.message).toMatch(/outside the file/);
    expect(refused(svg(`<rect style="fill:url(http://evil.example/p)" x="0" y="0" width="1" height="1"/>`))[0]?.message).toMatch(/outside/);
    expect(refused(svg(`<style>@import url(https://fonts.example/a.css);</style>`))[0]?.element).toBe('<style>');
    expect(refused(svg(`<a href="javascript:alert(1)"><rect data-stand="1A01" width="1" height="1"/></a>`))[0]?.element).toBe('<a>');
    // A fragment of the same file is fine.
    expect(readHallSvg(svg(`<defs><rect id="r" width="1" height="1"/></defs><use href="#r"/>`)).problems).toEqual([]);
  });

  it('refuses <foreignObject>', () => {
    expect(
      refused(svg(`<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>`))[0],
    ).toMatchObject({
      element: '<foreignObject>',
    });
  });

  it('refuses an unknown data-kind', () => {
    expect(refused(svg(`<rect id="x1" data-kind="toilet" x="0" y="0" width="1" height="1"/>`))).toEqual([
      expect.objectContaining({ line: 3, element: '<rect id="x1">', message: expect.stringMatching(/data-kind "toilet"/) }),
    ]);
  });

  it('refuses an empty stand number, given as data-stand, as an id or as a label', () => {
    expect(refused(svg(`<rect data-stand=" " x="0" y="0" width="1" height="1"/>`))[0]?.message).toMatch(/stand number is empty/);
    expect(refused(svg(`<rect id="stand-" x="0" y="0" width="1" height="1"/>`))[0]?.message).toMatch(/stand number is empty/);
    expect(refused(svg(`<g><rect x="0" y="0" width="1" height="1"/><text> <tspan> </tspan></text></g>`))[0]).toMatchObject({
      line: 3,
      element: '<text>',
    });
  });

  it('refuses a translated name without data-name, and a data-name-<language> of a language the site has not', () => {
    expect(refused(svg(`<rect id="cafe" data-kind="service" data-name-en="Café" x="0" y="0" width="1" height="1"/>`))).toEqual([
      expect.objectContaining({ line: 3, element: '<rect id="cafe">', message: 'data-name-en translates data-name, which is missing' }),
    ]);
    expect(refused(svg(`<rect data-kind="entrance" data-name="Вход" data-name-eng="Entrance" x="0" y="0" width="1" height="1"/>`))).toEqual(
      [expect.objectContaining({ line: 3, element: '<rect>', message: 'data-name-eng is not one of data-name-en, data-name-zh' })],
    );
  });

  it('refuses a file that is not SVG', () => {
    expect(refused('PNG\u0000\u0001binary')[0]?.message).toMatch(/not an SVG file/);
    expect(refused('<html><body>plan</body></html>')[0]).toMatchObject({
      line: 1,
      message: expect.stringMatching(/root element is <html>/),
    });
    expect(refused('')[0]?.message).toMatch(/not an SVG file/);
  });

  it('refuses a door without its other hall, and a plan without an outline', () => {
    expect(refused(svg(`<rect data-kind="door" x="0" y="0" width="1" height="1"/>`))[0]?.message).toMatch(/data-to/);
    expect(refused(svg(`<rect data-stand="1A01" x="0" y="0" width="1" height="1"/>`, ''))[0]?.message).toMatch(/outline/);
  });
});
