import { useEffect, type Ref } from 'react';
import { MENU_ITEM_FIELDS, type MenuPhoto } from '@ticino/shared';
import { FormField } from '../../../../ui/FormField';
import { ResponsivePhoto } from '../../../../ui/ResponsivePhoto';

const PHOTO = MENU_ITEM_FIELDS.photo;
export const PHOTO_HINT = 'JPEG, PNG ou WebP, 5 Mo au plus.';
export const PHOTO_ALT_HINT = 'En français, ce que montre la photo, pour qui ne la voit pas.';
export const PREVIEW_ALT = 'Aperçu du fichier choisi';
export const PHOTO_REMOVAL_NOTICE = "La photo sera retirée à l'enregistrement.";

/** What the form holds of the photo: a newly chosen file, whether the stored one is to go, and the alt text. */
export interface PhotoState {
  file: File | null;
  /** The chosen file's local address, made when it was chosen, for the preview. */
  previewUrl: string | null;
  removed: boolean;
  alt: string;
}

export interface PhotoErrors {
  photo?: string;
  alt?: string;
}

/** Releases the chosen file's local address when another is chosen or the form closes. */
function useReleasedOnChange(url: string | null): void {
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
}

interface PhotoFieldProps {
  stored: MenuPhoto | null;
  state: PhotoState;
  errors: PhotoErrors;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onKeep: () => void;
  onAltChange: (alt: string) => void;
  fileRef: Ref<HTMLInputElement>;
  altRef: Ref<HTMLInputElement>;
}

/** The item's photo in the form (docs/product.md#dish-photos): preview, choose, replace or remove, and its alt text. */
export function PhotoField({
  stored,
  state,
  errors,
  onChoose,
  onRemove,
  onKeep,
  onAltChange,
  fileRef,
  altRef,
}: PhotoFieldProps) {
  useReleasedOnChange(state.previewUrl);
  const shown = state.file ? null : state.removed ? null : stored;
  const hasPhoto = state.file !== null || shown !== null;

  return (
    <fieldset className="photo-field">
      <legend className="field__label">{PHOTO.label}</legend>
      <div className="photo-field__picture">
        {state.file && state.previewUrl && (
          <img className="photo-field__image" src={state.previewUrl} alt={PREVIEW_ALT} />
        )}
        {shown && <ResponsivePhoto className="photo-field__image" photo={shown} sizes="160px" />}
        {!hasPhoto && <p className="photo-field__none">{state.removed ? PHOTO_REMOVAL_NOTICE : 'Aucune photo.'}</p>}
      </div>
      <FormField
        label={stored || state.file ? 'Remplacer la photo' : 'Ajouter une photo'}
        hint={PHOTO_HINT}
        error={errors.photo}
      >
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            className="input"
            type="file"
            accept={PHOTO.mimeTypes.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChoose(file);
              // Emptied, so choosing the same file again after removing it still counts as a choice.
              event.target.value = '';
            }}
          />
        )}
      </FormField>
      <div className="photo-field__actions">
        {hasPhoto && (
          <button type="button" className="button button--secondary" onClick={onRemove}>
            Retirer la photo
          </button>
        )}
        {state.removed && stored && !state.file && (
          <button type="button" className="button button--secondary" onClick={onKeep}>
            Garder la photo
          </button>
        )}
      </div>
      {hasPhoto && (
        <FormField label={PHOTO.altLabel} hint={PHOTO_ALT_HINT} error={errors.alt}>
          {(control) => (
            <input
              {...control}
              ref={altRef}
              className="input"
              maxLength={PHOTO.altMaxLength}
              value={state.alt}
              onChange={(event) => onAltChange(event.target.value)}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
