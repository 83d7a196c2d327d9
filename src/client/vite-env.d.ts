/// <reference types="vite-plugin-pwa/client" />

/** package.json's version and the build's time, set by vite.config.ts. */
declare const __BAHI_VERSION__: string;
declare const __BAHI_BUILT_AT__: string;
