import { useState } from 'react';
import { Sheet } from '~/components/ui/Sheet.tsx';
import { ChevronDownIcon } from '~/components/ui/icons.tsx';
import { listing as t } from '~/i18n/index.ts';
import type { CollectionOption } from './collection-tree.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collections: CollectionOption[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  onClearAll: () => void;
}

function CollectionButton({
  option,
  selected,
  onSelect,
  nested,
}: {
  option: { id: string | null; name: string };
  selected: boolean;
  onSelect: (id: string | null) => void;
  nested?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(option.id)}
      className={`flex-1 rounded-lg px-3 py-2 text-left ${nested ? 'text-sm' : 'font-semibold'} ${
        selected ? 'bg-brand text-white' : 'hover:bg-muted'
      }`}
    >
      {option.name}
    </button>
  );
}

/**
 * "Product Filters": the collection accordion in a side panel. Several
 * parents may be open at once; the chosen collection's parent starts open.
 */
export default function FilterPanel({ open, onOpenChange, collections, selected, onSelect, onClearAll }: Props) {
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(collections.filter((c) => c.children.some((child) => child.id === selected)).map((c) => c.id)),
  );
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title={t.panelTitle}
      description={t.panelDescription}
      closeLabel={t.closeFilters}
      widthClass="max-w-[85%] sm:max-w-sm"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h3 className="text-sm font-semibold tracking-wide text-subtle uppercase">{t.collections}</h3>
        <button
          type="button"
          onClick={onClearAll}
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand hover:bg-muted dark:text-accent"
        >
          {t.clearAll}
        </button>
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto p-3">
        <li className="flex">
          <CollectionButton
            option={{ id: null, name: t.allCollections }}
            selected={selected === null}
            onSelect={onSelect}
          />
        </li>
        {collections.map((parent) => {
          const isOpen = expanded.has(parent.id);
          const listId = `filter-children-${parent.slug}`;
          return (
            <li key={parent.id}>
              <div className="flex items-center gap-1">
                <CollectionButton option={parent} selected={selected === parent.id} onSelect={onSelect} />
                {parent.children.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    aria-label={t.showSubcollections(parent.name)}
                    onClick={() => toggle(parent.id)}
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-muted"
                  >
                    <ChevronDownIcon className={`h-5 w-5 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                  </button>
                )}
              </div>
              {parent.children.length > 0 && (
                <ul id={listId} hidden={!isOpen} className="mt-1 ml-4 space-y-1 border-l border-line pl-2">
                  {parent.children.map((child) => (
                    <li key={child.id} className="flex">
                      <CollectionButton option={child} selected={selected === child.id} onSelect={onSelect} nested />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}
