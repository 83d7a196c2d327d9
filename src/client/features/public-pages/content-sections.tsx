import { useTranslation } from "react-i18next";
import type { SectionedPage } from "./i18n";
import type { ContentSection } from "./texts/content-section";

/** Renders a text page's sections in the current language: heading, paragraphs, bullets, steps. */
export function ContentSections({ page }: { page: SectionedPage }) {
  const { t } = useTranslation("publicPages");
  const sections = t(`${page}.sections`, { returnObjects: true }) as unknown as Record<string, ContentSection>;
  return Object.entries(sections).map(([key, { heading, paragraphs, items, steps }]) => (
    <section key={key} className="space-y-2 pt-2">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      {paragraphs ? Object.entries(paragraphs).map(([id, text]) => <p key={id}>{text}</p>) : null}
      {items ? (
        <ul className="list-disc space-y-1.5 pl-5">
          {Object.entries(items).map(([id, text]) => (
            <li key={id}>{text}</li>
          ))}
        </ul>
      ) : null}
      {steps ? (
        <ol className="list-decimal space-y-1.5 pl-5">
          {Object.entries(steps).map(([id, text]) => (
            <li key={id}>{text}</li>
          ))}
        </ol>
      ) : null}
    </section>
  ));
}
