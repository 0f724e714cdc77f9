import * as Tabs from '@radix-ui/react-tabs';
import { memo, type ReactNode } from 'react';
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

const tabClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-subtle hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-page dark:data-[state=active]:bg-ink dark:data-[state=active]:text-page';

/** The product page's three tabs: Description, Specifications and Support (a support request form). */
function ProductTabs({ description, specifications }: Props) {
  return (
    <Tabs.Root defaultValue="description" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <Tabs.List aria-label={t.tabs} className="flex flex-wrap gap-2 border-b border-line pb-4">
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

export default memo(ProductTabs);
