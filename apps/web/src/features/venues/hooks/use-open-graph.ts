import { useEffect } from 'react';

export interface OpenGraph {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'business.business';
}

function setProperty(property: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute('property', property);
    tag.dataset.pageOg = '';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Open Graph tags for link previews of a venue or service page; removed again when the page unmounts. */
export function useOpenGraph(og: OpenGraph | null) {
  const title = og?.title;
  const description = og?.description;
  const image = og?.image;
  const type = og?.type ?? 'website';
  useEffect(() => {
    if (!title || !description) return;
    const absolute = (url: string) => new URL(url, window.location.origin).toString();
    setProperty('og:title', title);
    setProperty('og:description', description);
    setProperty('og:type', type);
    setProperty('og:url', window.location.href);
    setProperty('og:locale', 'tr_TR');
    setProperty('og:site_name', 'Randevu');
    if (image) setProperty('og:image', absolute(image));
    return () => {
      for (const tag of document.head.querySelectorAll('meta[data-page-og]')) tag.remove();
    };
  }, [title, description, image, type]);
}
