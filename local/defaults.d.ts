export declare const LOCAL_HOST: string;
export declare const DEFAULT_LOCAL_PORT: number;
export declare const DEFAULT_SITE_PORT: number;
export declare const LOCAL_JWT_SECRET: string;
export declare const LOCAL_SURECART_WEBHOOK_SECRET: string;

export interface LocalDefaults {
  localPort: number;
  sitePort: number;
  origin: string;
  siteUrl: string;
  surecartApiUrl: string;
  surecartPublicToken: string;
  surecartSecretKey: string;
  shopHostUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  supabaseServiceRoleKey: string;
  recaptchaSiteKey: string;
  recaptchaScriptUrl: string;
  recaptchaSecretKey: string;
}
export declare function localDefaults(env?: Record<string, string | undefined>): LocalDefaults;
export declare const LOCAL_DEFAULTS: LocalDefaults;

export type LocalShopVariable =
  | 'SITE_URL'
  | 'SURECART_API_URL'
  | 'SURECART_PUBLIC_TOKEN'
  | 'SHOP_HOST_URL'
  | 'SUPABASE_URL'
  | 'SUPABASE_ANON_KEY'
  | 'RECAPTCHA_SITE_KEY'
  | 'RECAPTCHA_SCRIPT_URL';
export declare function localShopEnv(local: LocalDefaults): Record<LocalShopVariable, string>;
export declare const BACKEND_VARIABLES: readonly ['SURECART_API_URL', 'SHOP_HOST_URL', 'SUPABASE_URL'];

export declare const STORE_SHAPES: readonly ['standard', 'customised'];
export declare function localStoreShape(env?: Record<string, string | undefined>): 'standard' | 'customised';
