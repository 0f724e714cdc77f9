import { useState, type ComponentType } from 'react';
import { stock as t } from '~/i18n/index.ts';
import { withWords } from '~/i18n/load-words.ts';
import { reportLoadFailure } from '~/i18n/lazy-with-words.tsx';
import type { NotifyMeFormProps } from './NotifyMeForm.tsx';

/** The form, its service and reCAPTCHA load on the first click, not with the product page. */
const loadForm = withWords(['backInStock', 'recaptcha'], () => import('./NotifyMeForm.tsx'));

interface Props {
  productSlug: string;
  variantId: string;
  /** The sold-out choice as the picker names it ("M / Blue"). */
  choice: string;
}

/**
 * Under a sold-out choice: "Notify me when it is back", which opens the form
 * that asks for the address, in place (the button says whether it is open).
 */
export function NotifyMe({ productSlug, variantId, choice }: Props) {
  const [Form, setForm] = useState<{ Form: ComponentType<NotifyMeFormProps> } | null>(null);
  const [open, setOpen] = useState(false);

  const toggle = () => {
    if (Form) {
      setOpen(!open);
      return;
    }
    loadForm().then(
      (module) => {
        setForm({ Form: module.NotifyMeForm });
        setOpen(true);
      },
      (error: unknown) => reportLoadFailure(error),
    );
  };

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={toggle}
        className="rounded text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-strong dark:text-accent"
      >
        {t.notifyWhenBack}
      </button>
      {Form && (
        <div hidden={!open}>
          <Form.Form productSlug={productSlug} variantId={variantId} choice={choice} />
        </div>
      )}
    </div>
  );
}
