import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { fill, initials } from '@/lib/format';
import { checkPhoto, PHOTO_ACCEPT } from '../lib/photo';

const t = messages.experts;

export interface ExpertPhotoFieldProps {
  /** The expert's current photo, if any. */
  currentUrl: string | null;
  name: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** Photo pick with a preview; type and size are checked here so a wrong file never leaves the browser. */
export function ExpertPhotoField({ currentUrl, name, file, onFileChange }: ExpertPhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Clearing the input lets the same file be picked again after a correction.
    event.target.value = '';
    if (!picked) return;
    const problem = checkPhoto(picked);
    setError(problem);
    onFileChange(problem ? null : picked);
  };

  const shown = preview ?? currentUrl;
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {t.photo}
      </span>
      <div className="flex items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={name ? fill(t.photoAlt, { name }) : t.photo}
            className="size-20 shrink-0 rounded-full object-cover ring-1 ring-stone-200"
          />
        ) : (
          <span
            aria-hidden
            className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl font-semibold text-brand-800"
          >
            {initials(name) || <ImagePlus className="size-7" />}
          </span>
        )}
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} aria-describedby={`${id}-hint`}>
              <ImagePlus aria-hidden />
              {shown ? t.changePhoto : t.choosePhoto}
            </Button>
            {file ? (
              <Button variant="ghost" size="sm" onClick={() => onFileChange(null)}>
                <X aria-hidden />
                {t.clearPhoto}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {t.photoHint}
          </p>
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        onChange={onChange}
      />
      <FieldError>{error}</FieldError>
    </div>
  );
}
