/**
 * Messages for an island (docs/architecture.md#islands), without react-intl: the catalogues are
 * the frontend's own (src/i18n/fr.ts, en.ts, precompiled to ICU ASTs at build time,
 * tooling/src/sources.ts), formatted here. What the product's messages use: text, `{name}`
 * arguments, `{name, number}`, plurals and ordinals (`selectordinal`) with `#`.
 */
type Element =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2; value: string }
  | { type: 6; value: string; offset?: number; pluralType?: 'cardinal' | 'ordinal'; options: Record<string, { value: Element[] }> }
  | { type: 7 }
  | { type: number; value?: string };

export type Values = Record<string, string | number>;
/** A catalogue as the build ships it: message id to its AST. */
export type CompiledCatalogue = Record<string, unknown>;

function format(elements: Element[], values: Values, locale: string, count?: number): string {
  let out = '';
  for (const element of elements) {
    if (element.type === 0 && 'value' in element) out += element.value;
    else if (element.type === 1) out += String(values[(element as { value: string }).value] ?? '');
    else if (element.type === 2) {
      // `{value, number}`: the locale's digits (3,6 in French), as react-intl writes them
      const value = values[(element as { value: string }).value];
      out += value === undefined ? '' : new Intl.NumberFormat(locale).format(Number(value));
    } else if (element.type === 7) out += count === undefined ? '' : new Intl.NumberFormat(locale).format(count);
    else if (element.type === 6) {
      const plural = element as Extract<Element, { type: 6 }>;
      const n = Number(values[plural.value] ?? 0) - (plural.offset ?? 0);
      const rule = new Intl.PluralRules(locale, { type: plural.pluralType === 'ordinal' ? 'ordinal' : 'cardinal' }).select(n);
      const option = plural.options[`=${n}`] ?? plural.options[rule] ?? plural.options.other;
      if (option) out += format(option.value, values, locale, n);
    }
  }
  return out;
}

/** `t(id, values)` over catalogues merged in order (the common one first), in `language`. */
export function islandT(language: 'fr' | 'en', ...catalogues: CompiledCatalogue[]) {
  const merged: CompiledCatalogue = Object.assign({}, ...catalogues);
  return (id: string, values: Values = {}): string => {
    const message = merged[id];
    if (Array.isArray(message)) return format(message as Element[], values, language);
    // sources not precompiled (unit tests): plain `{name}` arguments
    return typeof message === 'string' ? message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')) : id;
  };
}

export type IslandT = ReturnType<typeof islandT>;
