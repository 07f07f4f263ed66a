/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PARTNER_SITE_URL?: string;
  readonly VITE_DEVELOPER_API_URL?: string;
  readonly VITE_DEFAULT_BRANCH?: string;
  /** The build's id (git commit), sent with crash reports. */
  readonly VITE_RELEASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
