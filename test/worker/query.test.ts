import { describe, expect, it } from 'vitest';
import { queryAll } from './html';

describe('queryAll', () => {
  it('finds elements with their attributes and nested text', async () => {
    const html = '<ul><li class="a" data-x="1">One <b>bold</b></li><li class="a">Two &amp; more</li><li>Three</li></ul><img class="a" src="x.png">';
    const found = await queryAll(html, '.a');
    expect(found.map((el) => el.text)).toEqual(['One bold', 'Two & more', '']);
    expect(found[0]!.attributes).toEqual({ class: 'a', 'data-x': '1' });
    expect(found[2]!.attributes.src).toBe('x.png');
  });
});
