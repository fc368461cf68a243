import type { i18n } from 'i18next';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Image } from '@mahasi/contract/content';
import { useBilingual } from '../../../components/content/bilingual';
import { ContentPage, PageHeader } from '../../../components/content/PageHeader';
import { RichText } from '../../../components/content/RichText';
import { DocumentTitleContext } from '../../../components/PageTitle';
import { ui } from '../../../components/ui';
import { ContactDetailsView, ContactForm, ContactUsView } from '../../../features/contact/ContactUsPage';
import { DhammaRecordArticle } from '../../../features/dhamma-record/DhammaRecordArticle';
import { EventArticle } from '../../../features/events/EventArticle';
import { AlbumCard, AlbumView } from '../../../features/galleries/AlbumView';
import { GroupEntryArticle } from '../../../features/groups/GroupEntryArticle';
import { BannerSlides } from '../../../features/home/BannerCarousel';
import { LiveView } from '../../../features/live/LivePage';
import { ensureLoaded, htmlLang, type Locale } from '../../../lib/i18n';
import { groupSections, paths } from '../../../lib/paths';
import { ensureConsoleLoaded } from '../../lib/i18n';
import { LanguageToggle, WideDialog } from '../../components/editor/WideDialog';
import type { CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';
import type { CatalogueRecord } from '@mahasi/contract/staff-catalogue';
import type { Draft } from './kinds';
import { pageReaderOf } from './PageSlugField';
import { bannerOf, dhammaRecordOf, eventOf, galleryOf, groupEntryOf, liveSettingOf, pageOf, type Shaping } from './publicShapes';

export interface PublicPreviewProps {
  kind: CatalogueKind;
  draft: Draft;
  images: Record<string, Image>;
  /** A Dhamma record's uploaded audio. */
  audio: { url: string; durationSeconds: number } | null;
  /** The record as saved (null before its first save). */
  record: CatalogueRecord | null;
  onClose: () => void;
}

/** Where readers find a record of this kind (`…` for one not saved yet); null when it has no page. */
export function publicPathOf(kind: CatalogueKind, draft: Draft, id: number | null): string | null {
  const at = id ?? '…';
  switch (kind) {
    case 'events':
      return `${paths.events.list}/${at}`;
    case 'dhamma-records':
      return `${paths.dhammaRecord.list}/${at}`;
    case 'groups':
      return `/${groupSlugOf(draft.groupType)}/${at}`;
    case 'galleries':
      return paths.galleries;
    case 'banners':
      return paths.home;
    case 'live':
      return paths.live;
    case 'pages':
      return pageReaderOf(draft.slug) ?? null;
  }
}

const groupSlugOf = (groupType: unknown) => (groupSections.find((s) => s.group === Number(groupType)) ?? groupSections[0]).slug;

/** A click on a link of the preview stays in the console (React Router's links see it prevented). */
const stayHere = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
};

/**
 * The record drawn by its public page's own components, from the unsaved draft, in the language
 * chosen here (the console keeps its own) and in the console's light or dark: an event's page, a
 * Dhamma record's, a group entry's, the galleries page with the album open, the contact page, the
 * home page's carousel with a banner, the live page with a broadcast made active. Links and the
 * contact form do nothing here.
 */
export default function PublicPreview({ kind, draft, images, audio, record, onClose }: PublicPreviewProps) {
  const { t, i18n } = useTranslation('consolePreview');
  const [reader, setReader] = useState<Locale>(i18n.language === 'mm' ? 'mm' : 'en');
  // The public pages' words in the other language come with that language's texts.
  const read = (lang: Locale) => void Promise.all([ensureLoaded(lang), ensureConsoleLoaded(lang)]).then(() => setReader(lang));
  // The public components read the language from their own i18n: a copy in the reader's language.
  const readerI18n = useMemo(() => i18n.cloneInstance({ lng: reader }), [i18n, reader]);
  const [now] = useState(() => new Date().toISOString());
  const shaping: Shaping = { id: record?.id ?? 0, images, now: record?.publishedAt ?? now };
  const path = publicPathOf(kind, draft, record?.id ?? null);
  const note =
    kind === 'banners'
      ? t('note.banner')
      : kind === 'live'
        ? t('note.live', { path })
        : kind === 'galleries'
          ? t('note.gallery', { path })
          : path
            ? t('note.page', { path })
            : t('note.noPage');

  return (
    <WideDialog
      title={t('title')}
      onClose={onClose}
      tools={
        <LanguageToggle
          label={t('language')}
          value={reader}
          options={(['en', 'mm'] as const).map((lang) => ({ value: lang, label: t(`consoleCatalogue:language.${lang}`) }))}
          onChange={read}
        />
      }
    >
      <p className="mx-auto mb-2 max-w-6xl rounded-xl border border-saffron-300 bg-saffron-50 px-4 py-2 text-sm leading-relaxed text-ink-900 dark:border-saffron-700 dark:bg-night-900 dark:text-sand-100">
        {note} {t('note.links')}
      </p>
      <div data-testid="public-preview" lang={htmlLang[reader]} onClickCapture={stayHere}>
        <PublicPage kind={kind} draft={draft} shaping={shaping} audio={audio} i18n={readerI18n} />
      </div>
    </WideDialog>
  );
}

/** The back link the detail pages start with. */
function BackTo({ to, section }: { to: string; section: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={`${ui.link} mb-6 inline-block text-sm`}>
      ← {t('content:backTo', { section })}
    </Link>
  );
}

/** The public page of a draft, its words in the language of `i18n`, leaving the document's title alone. */
export function PublicPage({ i18n, ...props }: PageProps & { i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DocumentTitleContext.Provider value={false}>
        <PageOf {...props} />
      </DocumentTitleContext.Provider>
    </I18nextProvider>
  );
}

interface PageProps {
  kind: CatalogueKind;
  draft: Draft;
  shaping: Shaping;
  audio: PublicPreviewProps['audio'];
}

function PageOf({ kind, draft, shaping, audio }: PageProps): ReactNode {
  const { t } = useTranslation();
  switch (kind) {
    case 'events':
      return (
        <ContentPage>
          <BackTo to={paths.events.list} section={t('common:pages.events')} />
          <EventArticle event={eventOf(draft, shaping)} />
        </ContentPage>
      );
    case 'dhamma-records':
      return (
        <ContentPage>
          <BackTo to={paths.dhammaRecord.list} section={t('common:pages.dhammaRecord')} />
          <DhammaRecordArticle record={dhammaRecordOf(draft, shaping, audio)} />
        </ContentPage>
      );
    case 'groups': {
      const slug = groupSlugOf(draft.groupType);
      const section = t(`common:groups.${slug}`);
      return (
        <ContentPage>
          <BackTo to={paths.group.list(slug)} section={section} />
          <GroupEntryArticle entry={groupEntryOf(draft, shaping)} section={section} />
        </ContentPage>
      );
    }
    case 'galleries': {
      const gallery = galleryOf(draft, shaping);
      return (
        <ContentPage>
          <PageHeader title={t('common:pages.galleries')} subtitle={t('galleries:subtitle')} />
          <AlbumView gallery={gallery} />
          <h2 className="mb-6 font-serif text-2xl font-semibold text-maroon-800 dark:text-sand-50">{t('galleries:albums')}</h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <AlbumCard gallery={gallery} active onOpen={() => undefined} />
            </li>
          </ul>
        </ContentPage>
      );
    }
    case 'banners':
      return (
        <div className="px-4 py-6 sm:px-6">
          <BannerSlides banners={[bannerOf(draft, shaping)]} />
        </div>
      );
    case 'live':
      return <LiveView setting={liveSettingOf(draft, shaping)} />;
    case 'pages': {
      const page = pageOf(draft, shaping);
      return pageReaderOf(page.slug) === paths.contactUs ? (
        <ContactUsView
          details={<ContactDetailsView content={page} />}
          form={
            <div inert>
              <ContactForm />
            </div>
          }
        />
      ) : (
        <SitePage page={page} />
      );
    }
  }
}

/** A page the site does not link yet, drawn as the site draws its pages: a heading and the text. */
function SitePage({ page }: { page: { titleEn: string; titleMm: string; bodyEn: string; bodyMm: string } }) {
  const { bi, locale } = useBilingual();
  return (
    <ContentPage>
      <PageHeader title={bi(page, 'title')} />
      <div className="max-w-3xl">
        <RichText html={bi(page, 'body')} lang={locale === 'mm' ? 'my' : 'en'} />
      </div>
    </ContentPage>
  );
}
