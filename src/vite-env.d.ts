/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * 'on' puts the home and feedback pages behind the development gate (docs/rules.md, "Gates");
   * anything else, or unset, leaves the gate off. Read at build time by Vite.
   */
  readonly VITE_DEV_GATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
