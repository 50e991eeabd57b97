// The HTML of the markers Leaflet draws (a divIcon's `html`): built from the app's own colours and
// numbers, with any text escaped, since Leaflet writes it into the page as it is.

/** Text made safe to put inside HTML, or an attribute in double quotes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A coloured dot; the marker's name is its title, so the dot itself is hidden from assistive tech. */
export function dotHtml(dotClass: string, color: string): string {
  return `<span class="${escapeHtml(dotClass)}" style="--marker-color: ${escapeHtml(color)}" aria-hidden="true"></span>`;
}

/** A cluster's circle with its count; "12 warehouses" is the name a screen reader gives the cluster. */
export function clusterHtml(countClass: string, color: string, count: number, noun: string): string {
  const name = escapeHtml(`${count.toLocaleString('en-IN')} ${noun}`);
  return (
    `<span class="${escapeHtml(countClass)}" style="--marker-color: ${escapeHtml(color)}" role="img" ` +
    `aria-label="${name}">${count.toLocaleString('en-IN')}</span>`
  );
}
