import { useEffect } from "react";

/**
 * Stands in for `react-style-singleton` (aliased in vite.config.ts), which Radix's scroll lock uses
 * to add its CSS as a <style> element — refused by our CSP (`style-src 'self'`, decision 0030).
 * Here the CSS goes into a constructed stylesheet, which CSP does not govern. Same API and
 * semantics: added when the first user mounts, removed when the last unmounts.
 */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (counter === 0) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    const rerunWhen = styles && isDynamic;
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // The library's own dependency list, kept exactly: the styles are read at mount.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [rerunWhen],
    );
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
