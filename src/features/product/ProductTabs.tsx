import * as Tabs from '@radix-ui/react-tabs';
import { contact, productPage as t } from '~/i18n/index.ts';
import ContactForm from '~/features/contact/ContactForm.tsx';
import type { Specification } from './specifications.ts';

interface Props {
  /** Already sanitised on the server. */
  descriptionHtml: string;
  specifications: Specification[];
}

const tabClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-subtle hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-page dark:data-[state=active]:bg-ink dark:data-[state=active]:text-page';

/** The product page's three tabs: Description, Specifications and Support (a support request form). */
export default function ProductTabs({ descriptionHtml, specifications }: Props) {
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
        {descriptionHtml ? (
          <div dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        ) : (
          <p className="text-subtle">{t.noDescription}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="specifications" className="pt-4">
        {specifications.length ? (
          <dl className="divide-y divide-line">
            {specifications.map((spec) => (
              <div key={spec.label} className="grid grid-cols-2 gap-4 py-3 text-sm">
                <dt className="font-medium text-subtle">{spec.label}</dt>
                <dd className="text-ink">{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-subtle">{t.noSpecifications}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="support" className="space-y-4 pt-4 text-ink">
        <h2 className="text-lg font-semibold">{t.supportTitle}</h2>
        <p className="text-subtle">{contact.supportIntro}</p>
        <ContactForm variant="support" />
      </Tabs.Content>
    </Tabs.Root>
  );
}
