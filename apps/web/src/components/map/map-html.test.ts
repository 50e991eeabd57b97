import { describe, expect, it } from 'vitest';
import { clusterHtml, dotHtml, escapeHtml } from './map-html';

describe('escapeHtml', () => {
  it('keeps markup in a setting as text', () => {
    expect(escapeHtml(`© Tiles & "maps" <b>'x'</b>`)).toBe(
      '© Tiles &amp; &quot;maps&quot; &lt;b&gt;&#39;x&#39;&lt;/b&gt;',
    );
  });
});

describe('marker HTML', () => {
  it('draws a dot in the colour given, hidden from assistive tech', () => {
    expect(dotHtml('dot', 'var(--mantine-color-red-7)')).toBe(
      '<span class="dot" style="--marker-color: var(--mantine-color-red-7)" aria-hidden="true"></span>',
    );
  });

  it('names a cluster by its count and what it holds', () => {
    const html = clusterHtml('count', 'red', 1200, 'warehouses');
    expect(html).toContain('aria-label="1,200 warehouses"');
    expect(html).toContain('>1,200</span>');
  });
});
