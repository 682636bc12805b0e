import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@fixflow/i18n';
import { type LegalDocument, type LegalTexts, loadLegal } from '@fixflow/i18n/legal';
import styles from './LegalPage.module.css';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** A paragraph with its email addresses as mailto links (whom to ask is one tap away). */
function Text({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Document({ document, contents }: { document: LegalDocument; contents: string }) {
  return (
    <article className={`ff-article ${styles.legal}`}>
      <h1 id="top">{document.title}</h1>
      <p className="ff-muted" data-testid="legal-effective">
        {document.effective}
      </p>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>
          <Text text={paragraph} />
        </p>
      ))}
      <nav className={styles.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents">{contents}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <Text text={paragraph} />
            </p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>
                  <Text text={item} />
                </li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph}>
              <Text text={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * /terms-of-service and /privacy-policy: what a real product's say (what data, why, how long, who
 * processes it, your rights, who to ask, since when), with a table of contents, in the page's
 * language; the texts load with the page, each language on its own.
 */
export function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation('shell');
  const language = currentLanguage(i18n);
  const [texts, setTexts] = useState<LegalTexts | null>(null);
  useEffect(() => {
    let live = true;
    loadLegal(language).then(
      (loaded) => live && setTexts(loaded),
      (error: unknown) => console.error('Legal texts failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [language]);
  if (!texts) return <p className="ff-muted">{t('remote.loading')}</p>;
  return <Document document={texts[page]} contents={texts.contents} />;
}
