/** The attributes that name, hint at or title an element for a person. */
const NAMED = ['aria-label', 'placeholder', 'title', 'alt'];

const isIcon = (node: Node) =>
  node instanceof SVGElement ||
  (node instanceof Element && node.classList.contains('anticon'));

/**
 * What a page says to a person, one entry each: its texts, and the names, hints, titles and alt
 * texts of its elements (not those inside aria-hidden, which assistive technology does not read).
 * Icons (svg, antd's `.anticon`) are left out: antd names an icon by its shape.
 */
export function pageTexts(root: HTMLElement): string[] {
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    {
      acceptNode: (node) =>
        isIcon(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    },
  );
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Element)) {
      if (node.textContent?.trim()) texts.push(node.textContent);
      continue;
    }
    if (node.closest('[aria-hidden="true"]')) continue;
    for (const name of NAMED) {
      const value = node.getAttribute(name);
      if (value?.trim()) texts.push(value);
    }
  }
  return texts;
}
