/** Every menu or page label (`{ key, text }`) a remote's page declarations (pages.json) name. */
export function declaredLabels(
  declarations: unknown,
): { key: string; text: string }[] {
  const labels: { key: string; text: string }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (typeof o.key === 'string' && typeof o.text === 'string')
        labels.push({ key: o.key, text: o.text });
      else Object.values(o).forEach(walk);
    }
  };
  walk(declarations);
  return labels;
}
