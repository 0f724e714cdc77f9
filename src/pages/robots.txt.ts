/** /robots.txt, written at build time with the site's own origin for the sitemap's address. */
import type { APIRoute } from 'astro';
import { siteUrl } from '~/lib/env.ts';
import { robotsTxt } from '~/features/seo/robots.ts';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(robotsTxt(siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
