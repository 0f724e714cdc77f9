/**
 * Stands where Astro's image endpoint (`/_image`) would be: the shop's images
 * come from the media host, so nothing is resized here and any request for it
 * gets the not-found page instead of costing server time.
 */
import type { APIRoute } from 'astro';

export const prerender = false;

export const ALL: APIRoute = () => new Response(null, { status: 404 });
