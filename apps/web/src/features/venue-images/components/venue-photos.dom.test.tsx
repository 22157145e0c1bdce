import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerVenueImage } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { VenuePhotos } from './venue-photos';

const t = messages.ownerVenues.info;
const url = '/api/owner/venues/4/images';
const image = (id: number, type: OwnerVenueImage['image_type'], over: Partial<OwnerVenueImage> = {}): OwnerVenueImage => ({
  id,
  image_type: type,
  image_url: `/uploads/${id}.webp`,
  thumb_url: `/uploads/${id}-thumb.webp`,
  alt_text: null,
  sort_order: 1,
  width: 1600,
  height: 1000,
  ...over,
});
const failure = (status: number, message: string): StubAnswer => ({ status, body: { success: false, code: 'REFUSED', message } });
const u = () => userEvent.setup({ delay: null });

function renderPhotos(handlers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(handlers);
  renderWithApp(<VenuePhotos venueId={4} venueName="Işıl Güzellik" />);
  return requests;
}
const fileInput = (type: 'profile' | 'gallery') => document.querySelector<HTMLInputElement>(`input[type=file][name=${type}]`)!;
const photo = (name = 'salon.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('venue photos', () => {
  it('shows the profile photo and the gallery with the count and each image’s delete button', async () => {
    renderPhotos({
      [`GET ${url}`]: () => ok([image(1, 'profile'), image(2, 'gallery'), image(3, 'gallery', { alt_text: 'Bekleme salonu' })]),
    });
    expect(await screen.findByRole('img', { name: 'Işıl Güzellik profil fotoğrafı' })).toBeTruthy();
    expect(screen.getByText(fill(t.galleryCount, { count: 2, max: 30 }))).toBeTruthy();
    const gallery = screen.getByRole('region', { name: t.galleryTitle });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Işıl Güzellik galeri görseli 1', 'Bekleme salonu']);
    expect(screen.getByRole('button', { name: fill(t.deleteImageNamed, { index: 2 }) })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.profileReplace })).toBeTruthy();
  });

  it('empty: both empty texts and the upload buttons', async () => {
    renderPhotos({ [`GET ${url}`]: () => ok([]) });
    expect(await screen.findByText(t.profileEmpty)).toBeTruthy();
    expect(screen.getByText(t.galleryEmpty)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.profileUpload })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.galleryUpload })).toBeTruthy();
  });

  it('a full gallery (30) disables adding and says why', async () => {
    renderPhotos({ [`GET ${url}`]: () => ok(Array.from({ length: 30 }, (_, i) => image(i + 1, 'gallery'))) });
    expect(await screen.findByText(messages.venueImages.galleryFull)).toBeTruthy();
    expect((screen.getByRole('button', { name: t.galleryUpload }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed load says so; "Tekrar Dene" asks again', async () => {
    let fail = true;
    renderPhotos({ [`GET ${url}`]: () => (fail ? failure(500, messages.common.genericError) : ok([])) });
    expect((await screen.findByRole('alert')).textContent).toContain(t.imagesLoadFailed);
    fail = false;
    await u().click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.galleryEmpty)).toBeTruthy();
  });

  it('uploads a gallery photo as multipart (type, alt text, sort order, file) and reloads the list', async () => {
    let uploaded = false;
    const requests = renderPhotos({
      [`GET ${url}`]: () => ok(uploaded ? [image(9, 'gallery')] : []),
      [`POST ${url}`]: () => ((uploaded = true), ok(image(9, 'gallery'))),
    });
    await screen.findByText(t.galleryEmpty);
    await u().upload(fileInput('gallery'), photo());
    await waitFor(() => expect(toastTexts()).toEqual([t.galleryUploaded]));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toBeInstanceOf(FormData);
    const form = post.body as FormData;
    expect([form.get('image_type'), form.get('alt_text'), form.get('sort_order')]).toEqual(['gallery', 'Işıl Güzellik', '1']);
    expect((form.get('image') as File).name).toBe('salon.jpg');
    expect(await screen.findByText(fill(t.galleryCount, { count: 1, max: 30 }))).toBeTruthy();
  });

  it("a refused upload toasts the server's Turkish text", async () => {
    renderPhotos({
      [`GET ${url}`]: () => ok([]),
      [`POST ${url}`]: () => failure(415, messages.venueImages.unsupportedType),
    });
    await screen.findByText(t.profileEmpty);
    await u().upload(fileInput('profile'), photo('salon.gif'));
    await waitFor(() => expect(toastTexts()).toEqual([messages.venueImages.unsupportedType]));
  });

  it('a file over 10 MB is refused before any upload', async () => {
    const requests = renderPhotos({ [`GET ${url}`]: () => ok([]) });
    await screen.findByText(t.profileEmpty);
    const big = photo();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await u().upload(fileInput('profile'), big);
    await waitFor(() => expect(toastTexts()).toEqual([messages.venueImages.tooLarge]));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('deletes the profile photo after "Evet"; a failure toasts the catalogue text', async () => {
    let fail = false;
    const requests = renderPhotos({
      [`GET ${url}`]: () => ok([image(1, 'profile')]),
      [`DELETE ${url}/1`]: () => (fail ? failure(500, messages.common.genericError) : ok({ id: 1 })),
    });
    const remove = async () => {
      await u().click(await screen.findByRole('button', { name: t.deleteImage }));
      const dialog = await findOpenDialog('alertdialog');
      expect(within(dialog).getByText(t.imageDeleteConfirm)).toBeTruthy();
      await u().click(within(dialog).getByRole('button', { name: t.yes }));
    };
    await remove();
    await waitFor(() => expect(toastTexts()).toEqual([t.imageDeleted]));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${url}/1`]);
    fail = true;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await remove();
    await waitFor(() => expect(toastTexts()).toContain(t.imageDeleteFailed));
  });
});
