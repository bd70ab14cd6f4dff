/// <reference types="vite/client" />

/** The app's version from package.json, set at build time. */
declare const __APP_VERSION__: string;
