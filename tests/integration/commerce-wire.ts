/**
 * The commerce API's answers as these tests read them: SureCart's wire format
 * (common/surecart), whose exact schemas they parse the backend's answers with.
 */
import type * as z from 'zod/mini';
import { exactCatalog } from '../../common/surecart/catalog.ts';
import { exactCheckouts } from '../../common/surecart/checkout.ts';

/** An object with the relations a request expanded, which the format leaves optional. */
type Expanded<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

export type ApiPrice = z.output<typeof exactCatalog.price>;
export type ApiVariant = z.output<typeof exactCatalog.variant>;
export type ApiCollection = z.output<typeof exactCatalog.collection>;
export type ApiProduct = Expanded<z.output<typeof exactCatalog.product>, 'prices' | 'variants' | 'product_collections'>;
export type ApiLineItem = z.output<typeof exactCheckouts.lineItem>;

/** A product list answer, checked against the format: every product as SureCart sends it. */
export const productList = (body: unknown) => exactCatalog.productList.parse(body);
/** A collection list answer, checked against the format. */
export const collectionList = (body: unknown) => exactCatalog.collectionList.parse(body);
/** A checkout answer, checked against the format. */
export const checkoutAnswer = (body: unknown) => exactCheckouts.checkout.parse(body);
