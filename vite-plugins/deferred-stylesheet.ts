import type { Plugin } from "vite";

/** The build's one stylesheet link in index.html, as Vite writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The app's stylesheet stops blocking the first paint: index.html asks for it as a preload (fetched
 * at once, at the highest priority) marked `data-app-stylesheet`, and main.tsx turns it into the
 * stylesheet before React's first render (lib/app-stylesheet.ts). The loading screen, styled inline,
 * then paints as soon as the HTML arrives rather than one round trip later, with the stylesheet.
 * A build whose index.html holds no such link, or several, fails here rather than paint unstyled.
 */
export function deferredStylesheet(): Plugin {
  return {
    name: "bahi:deferred-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const links = [...html.matchAll(STYLESHEET_LINK)];
        if (links.length !== 1)
          throw new Error(`deferred-stylesheet: expected one stylesheet link in index.html, found ${links.length}`);
        return html.replace(
          STYLESHEET_LINK,
          '<link rel="preload" as="style" crossorigin href="$1" data-app-stylesheet>',
        );
      },
    },
  };
}
