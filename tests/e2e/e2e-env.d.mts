export declare const SITE_PORT: number;
export declare const STAND_IN_PORT: number;
export declare const SITE_URL: string;
export declare const STAND_IN_URL: string;
export declare const SERVER_ONLY_CANARY: string;
export declare const e2eEnv: {
  readonly [name: string]: string;
  readonly NEXT_PUBLIC_PRODUCT_SLUG: string;
  readonly NEXT_DIST_DIR: string;
  readonly NEXT_PUBLIC_API_BASIC_AUTH: string;
};
