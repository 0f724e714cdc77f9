/**
 * The demo catalogue's WordPress media: ids, gallery entries in each of the
 * ways stores write them, and the studio drawings every image path renders.
 */
import { describe, expect, it } from 'vitest';
import { renderImage } from './images.ts';
import { FIRST_MEDIA_ID } from './index.ts';
import type { CatalogProduct } from './types.ts';
import {
  catalog,
  customised,
  galleryEntries,
  mainCollection,
  validGalleryIds,
} from '../../tests/support/demo-catalog.ts';

describe('media', () => {
  it('ids count up from 1001', () => {
    catalog.media.forEach((media, index) => expect(media.id).toBe(FIRST_MEDIA_ID + index));
  });

  it('every valid gallery id exists in media, colour images first', () => {
    const mediaById = new Map(catalog.media.map((media) => [media.id, media]));
    for (const product of catalog.products) {
      const ids = validGalleryIds(product);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(mediaById.has(id)).toBe(true);
      expect(product.line_item_image).toEqual({
        src: mediaById.get(ids[0]!)!.media_details.sizes.thumbnail!.source_url,
        alt: product.name,
        width: 150,
        height: 150,
      });
      const entries = galleryEntries(product);
      const tagged = entries.map((entry) =>
        Boolean(entry.variantOption || mediaById.get(entry.id)!.meta.sc_variant_option),
      );
      // Once the untagged close-up appears, no colour image follows it.
      expect(tagged.indexOf(false) === -1 || tagged.slice(tagged.indexOf(false)).every((flag) => !flag)).toBe(true);
    }
  });

  it('a standard store writes gallery entries as objects (bikes, helmets), strings (shoes) or plain ids', () => {
    const mediaById = new Map(catalog.media.map((media) => [media.id, media]));
    const entryKinds = (product: CatalogProduct) =>
      new Set((JSON.parse(product.metadata.gallery_ids!) as unknown[]).map((entry) => typeof entry));
    for (const product of catalog.products) {
      const slug = mainCollection(product).slug;
      const kinds = entryKinds(product);
      if (slug === 'bike-equipment-shoes') expect(kinds).toEqual(new Set(['string']));
      else if (slug.startsWith('bike-') && !['gloves', 'bottle'].some((word) => slug.includes(word))) {
        expect(kinds.has('object'), product.slug).toBe(true);
        // The image's option is in the entry; the media field SureCart no longer writes is empty.
        for (const entry of galleryEntries(product)) expect(mediaById.get(entry.id)!.meta.sc_variant_option).toBe('');
      } else expect(kinds).toEqual(new Set(['number']));
    }
    for (const product of customised.products) expect(entryKinds(product).has('object')).toBe(false);
  });

  it('one product mixes invalid entries into gallery_ids', () => {
    const noisy = catalog.products.filter((product) => {
      const raw = JSON.parse(product.metadata.gallery_ids!) as unknown[];
      return raw.length !== validGalleryIds(product).length;
    });
    expect(noisy.map((product) => product.slug)).toEqual(['bromont-hardtail-29']);
    expect(JSON.parse(noisy[0]!.metadata.gallery_ids!)).toEqual(expect.arrayContaining(['abc', -3, 0]));
  });

  it('about half of the products have a close-up image', () => {
    const withDetail = catalog.products.filter((product) =>
      validGalleryIds(product).some((id) => catalog.media.find((media) => media.id === id)!.slug.endsWith('-detail')),
    );
    expect(withDetail.length).toBeGreaterThanOrEqual(10);
    expect(withDetail.length).toBeLessThanOrEqual(40);
  });

  it('attachments are WordPress-shaped and served from the media origin', () => {
    for (const media of catalog.media) {
      expect(media.source_url).toMatch(
        /^http:\/\/127\.0\.0\.1:54321\/wp-content\/uploads\/2025\/\d{2}\/[a-z0-9-]+\.svg$/,
      );
      const { sizes } = media.media_details;
      expect(Object.keys(sizes).sort()).toEqual(['full', 'medium', 'medium_large', 'thumbnail']);
      expect(sizes.full).toMatchObject({ source_url: media.source_url, width: 800, height: 600 });
      // Every smaller size is a file of its own beside the upload, named after its pixel size.
      const base = media.source_url.replace(/\.svg$/, '');
      for (const name of ['thumbnail', 'medium', 'medium_large']) {
        const size = sizes[name]!;
        expect(size.source_url).toBe(`${base}-${size.width}x${size.height}.svg`);
        expect(catalog.images.get(new URL(size.source_url).pathname)).toMatchObject({ width: size.width });
      }
      expect([sizes.thumbnail, sizes.medium, sizes.medium_large].map((s) => [s!.width, s!.height])).toEqual([
        [150, 150],
        [300, 225],
        [768, 576],
      ]);
      expect(media.media_details.file).toBe(media.source_url.split('/uploads/')[1]);
      expect(media.date).toMatch(/^2025-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(media.alt_text.length).toBeGreaterThan(0);
      expect(catalog.images.has(new URL(media.source_url).pathname)).toBe(true);
    }
  });

  it('every image path renders a small studio SVG at its size', () => {
    // The upload and its three smaller sizes.
    expect(catalog.images.size).toBe(catalog.media.length * 4);
    for (const [path, spec] of catalog.images) {
      const svg = renderImage(spec);
      expect(svg.startsWith('<svg'), path).toBe(true);
      const [width, height] = /-(\d+)x(\d+)\.svg$/.exec(path)?.slice(1) ?? ['800', '600'];
      expect(svg).toContain(`width="${width}" height="${height}"`);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg.length).toBeLessThan(6 * 1024);
      expect(svg).not.toMatch(/NaN|undefined|<text/);
    }
  });

  it('crops the square thumbnail from the middle of the scene and scales the others whole', () => {
    const spec = catalog.images.values().next().value!;
    expect(renderImage(spec)).toContain('viewBox="0 0 800 600" width="800" height="600"');
    expect(renderImage({ ...spec, width: 300, height: 225 })).toContain(
      'viewBox="0 0 800 600" width="300" height="225"',
    );
    expect(renderImage({ ...spec, width: 150, height: 150 })).toContain(
      'viewBox="100 0 600 600" width="150" height="150"',
    );
  });

  it('draws every kind in both views', () => {
    const seen = new Set([...catalog.images.values()].map((spec) => `${spec.kind}/${spec.view}`));
    for (const kind of ['mountain-bike', 'road-bike', 'electric-road-bike', 'helmet', 'gloves', 'shoes', 'bottle']) {
      expect(seen.has(`${kind}/side`), kind).toBe(true);
      expect(seen.has(`${kind}/detail`), kind).toBe(true);
    }
  });
});
