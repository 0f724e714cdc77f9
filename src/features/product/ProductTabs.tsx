import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode } from 'react';
import { contact, productPage as t } from '~/i18n/index.ts';
import ContactForm from '~/features/contact/ContactForm.tsx';

/**
 * The two panels that never change in the browser come drawn by the server, as the page's named slots
 * (ProductDescription.astro, ProductSpecifications.astro), which the React integration passes as props of
 * the same names: the island draws only the tabs and the support form.
 */
interface Props {
  description?: ReactNode;
  specifications?: ReactNode;
}

/*
 * A tab never wraps, and the row of tabs never breaks onto a second line: on a 390 px phone the three
 * tabs fit side by side in both languages ("Caractéristiques" is the longest) thanks to a slightly
 * smaller text and tighter padding below the `sm` breakpoint. Should more tabs ever come, the row
 * scrolls sideways rather than wrap; it reaches 4 px into the panel's padding at the sides and top,
 * so its scrolling box leaves room for the focus ring around the first and last tab.
 */
const tabClass =
  'shrink-0 whitespace-nowrap rounded-full px-2 py-2 text-[0.8125rem] font-semibold text-subtle hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-page sm:px-4 sm:text-sm dark:data-[state=active]:bg-ink dark:data-[state=active]:text-page';

/** The product page's three tabs: Description, Specifications and Support (a support request form). */
function ProductTabs({ description, specifications }: Props) {
  return (
    <Tabs.Root defaultValue="description" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <Tabs.List
        aria-label={t.tabs}
        className="-mx-1 -mt-1 flex gap-1 overflow-x-auto border-b border-line px-1 pt-1 pb-4 sm:gap-2"
      >
        <Tabs.Trigger value="description" className={tabClass}>
          {t.description}
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" className={tabClass}>
          {t.specifications}
        </Tabs.Trigger>
        <Tabs.Trigger value="support" className={tabClass}>
          {t.support}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="prose-shop pt-4 text-ink">
        {description}
      </Tabs.Content>
      <Tabs.Content value="specifications" className="pt-4">
        {specifications}
      </Tabs.Content>
      <Tabs.Content value="support" className="space-y-4 pt-4 text-ink">
        <h2 className="text-lg font-semibold">{t.supportTitle}</h2>
        <p className="text-subtle">{contact.supportIntro}</p>
        <ContactForm variant="support" />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export default ProductTabs;
