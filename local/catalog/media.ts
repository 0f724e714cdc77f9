/**
 * WordPress attachments for a product's images: one studio shot per colour
 * (tied to the variant option by `meta.sc_variant_option`) and an optional
 * close-up. The files themselves are SVGs drawn on request from the
 * `ImageSpec` registered for their path, the upload and each of the smaller
 * sizes WordPress makes of it (its own file, `{name}-{width}x{height}.svg`).
 */

import { COLOURS, isColourName, type ColourName } from './data/colours.ts';
import { slugify } from './ids.ts';
import type { ProductSource } from './source-types.ts';
import { uploadFolder, uploadTime, wordpressDates } from './timeline.ts';
import type { CatalogMedia, ImageSpec, LineItemImage } from './types.ts';

const WIDTH = 800;
const HEIGHT = 600;
/**
 * The sizes WordPress makes of an 800×600 upload with its default settings: the thumbnail cropped to
 * 150×150 from the centre, medium within 300×300, medium_large 768 wide. large (1024) and the bigger
 * ones are skipped, as WordPress skips every size not smaller than the upload.
 */
const INTERMEDIATE_SIZES: Record<string, { width: number; height: number }> = {
  thumbnail: { width: 150, height: 150 },
  medium: { width: 300, height: 225 },
  medium_large: { width: 768, height: 576 },
};
/** What WordPress extracts from a file without EXIF data. */
const EMPTY_IMAGE_META = {
  aperture: '0',
  credit: '',
  camera: '',
  caption: '',
  created_timestamp: '0',
  copyright: '',
  focal_length: '0',
  iso: '0',
  shutter_speed: '0',
  title: '',
  orientation: '0',
  keywords: [],
};

export interface ProductImages {
  /** Gallery order: one image per colour in option order, then the close-up if any. */
  gallery: CatalogMedia[];
  /** The image of each colour option value. */
  byColour: Map<string, CatalogMedia>;
}

export interface ProductMediaRequest {
  source: ProductSource;
  slug: string;
  kind: ImageSpec['kind'];
  /** Id of the first attachment; the others follow consecutively. */
  firstId: number;
  /** Position of the product in the hand-written list; spreads uploads over the months. */
  productIndex: number;
  mediaOrigin: string;
}

export interface ProductMedia {
  images: ProductImages;
  /** Path under the media host -> what the file shows. */
  files: Array<[string, ImageSpec]>;
}

/** The colours a product is photographed in: its Color option values, or its single finish. */
export function productColours(source: ProductSource): ColourName[] {
  const colourOption = source.options.find((option) => option.name === 'Color');
  const names = colourOption ? colourOption.values : source.finish ? [source.finish] : [];
  if (names.length === 0) throw new Error(`${source.name}: needs a Color option or a finish to be photographed`);
  return names.map((name) => {
    if (!isColourName(name)) throw new Error(`${source.name}: unknown colour "${name}" (add it to data/colours.ts)`);
    return name;
  });
}

export function buildProductMedia(request: ProductMediaRequest): ProductMedia {
  const { source, slug, kind, firstId, productIndex, mediaOrigin } = request;
  const uploadedAt = uploadTime(productIndex, slug);
  const folder = uploadFolder(uploadedAt);
  const tiedToVariants = source.options.some((option) => option.name === 'Color');
  const colours = productColours(source);

  const shots: Array<{ fileBase: string; spec: ImageSpec; colour: ColourName | null }> = colours.map((colour) => ({
    fileBase: `${slug}-${slugify(colour)}`,
    spec: { kind, color: COLOURS[colour].main, accent: COLOURS[colour].accent, view: 'side' },
    colour,
  }));
  if (source.detailImage) {
    const first = colours[0]!;
    shots.push({
      fileBase: `${slug}-detail`,
      spec: { kind, color: COLOURS[first].main, accent: COLOURS[first].accent, view: 'detail' },
      colour: null,
    });
  }

  const gallery: CatalogMedia[] = [];
  const byColour = new Map<string, CatalogMedia>();
  const files: Array<[string, ImageSpec]> = [];
  shots.forEach((shot, index) => {
    const path = `/wp-content/uploads/${folder}/${shot.fileBase}.svg`;
    files.push([path, shot.spec]);
    for (const { width, height } of Object.values(INTERMEDIATE_SIZES)) {
      files.push([
        `/wp-content/uploads/${folder}/${sizedFile(shot.fileBase, width, height)}`,
        { ...shot.spec, width, height },
      ]);
    }
    const attachment = buildAttachment({
      id: firstId + index,
      // Shots of one product were uploaded a few seconds apart.
      uploadedAt: uploadedAt + index * 7,
      folder,
      fileBase: shot.fileBase,
      sourceUrl: `${mediaOrigin}${path}`,
      mediaOrigin,
      title: shot.colour ? `${source.name} – ${shot.colour}` : `${source.name} – close-up`,
      alt: shot.colour ? `${source.name} in ${shot.colour}` : `${source.name}, close-up detail`,
      variantOption: tiedToVariants && shot.colour ? shot.colour : null,
    });
    gallery.push(attachment);
    if (shot.colour) byColour.set(shot.colour, attachment);
  });
  return { images: { gallery, byColour }, files };
}

interface AttachmentFields {
  id: number;
  uploadedAt: number;
  folder: string;
  fileBase: string;
  sourceUrl: string;
  mediaOrigin: string;
  title: string;
  alt: string;
  variantOption: string | null;
}

function buildAttachment(fields: AttachmentFields): CatalogMedia {
  const { id, uploadedAt, folder, fileBase, sourceUrl, mediaOrigin, title, alt, variantOption } = fields;
  const { date, date_gmt } = wordpressDates(uploadedAt);
  const file = `${fileBase}.svg`;
  const sizes: CatalogMedia['media_details']['sizes'] = {};
  const folderUrl = sourceUrl.slice(0, sourceUrl.lastIndexOf('/') + 1);
  for (const [name, { width, height }] of Object.entries(INTERMEDIATE_SIZES)) {
    const sized = sizedFile(fileBase, width, height);
    sizes[name] = { file: sized, width, height, mime_type: 'image/svg+xml', source_url: `${folderUrl}${sized}` };
  }
  // The REST API adds the upload itself as `full`.
  sizes.full = { file, width: WIDTH, height: HEIGHT, mime_type: 'image/svg+xml', source_url: sourceUrl };
  return {
    id,
    date,
    date_gmt,
    guid: { rendered: sourceUrl },
    modified: date,
    modified_gmt: date_gmt,
    slug: fileBase,
    status: 'inherit',
    type: 'attachment',
    link: `${mediaOrigin}/?attachment_id=${id}`,
    title: { rendered: escapeHtml(title) },
    author: 1,
    featured_media: 0,
    comment_status: 'open',
    ping_status: 'closed',
    template: '',
    meta: variantOption ? { sc_variant_option: variantOption } : {},
    alt_text: alt,
    caption: { rendered: `<p>${escapeHtml(alt)}</p>\n` },
    description: {
      rendered: `<p class="attachment"><a href="${sourceUrl}"><img width="300" height="225" src="${sizes.medium!.source_url}" class="attachment-medium size-medium" alt="${escapeHtml(alt)}" decoding="async" loading="lazy" /></a></p>\n`,
    },
    media_type: 'image',
    mime_type: 'image/svg+xml',
    media_details: {
      width: WIDTH,
      height: HEIGHT,
      file: `${folder}/${file}`,
      sizes,
      image_meta: { ...EMPTY_IMAGE_META, keywords: [] },
    },
    post: null,
    source_url: sourceUrl,
  };
}

/** A cart line's picture of an attachment: its thumbnail, as the shop host's plugin picks it. */
export function lineItemImage(media: CatalogMedia, alt: string): LineItemImage {
  const { source_url, width, height } = media.media_details.sizes.thumbnail!;
  return { src: source_url, alt, width, height };
}

/** WordPress names a smaller size after the upload and its pixel size: `name-300x225.svg`. */
function sizedFile(fileBase: string, width: number, height: number): string {
  return `${fileBase}-${width}x${height}.svg`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
