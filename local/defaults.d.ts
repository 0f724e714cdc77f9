export declare const LOCAL_HOST: string;
export declare const LOCAL_PORT: number;
export declare const LOCAL_ORIGIN: string;
export declare const LOCAL_JWT_SECRET: string;
export declare const LOCAL_DEFAULTS: {
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
};
export declare const BACKEND_VARIABLES: Record<'SURECART_API_URL' | 'SHOP_HOST_URL' | 'SUPABASE_URL', string>;
