import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  MENU_ITEM_FIELD_NAMES,
  checkPhotoAlt,
  checkPhotoFile,
  receivedStaffMessage,
  validateMenuItem,
  wordMessage,
  wordStaffMessage,
  type MenuItem,
  type MenuItemErrors,
  type MenuItemField,
  type MenuItemValues,
  type MenuItemWrite,
  type MenuPhoto,
  type PhotoFileRefusal,
  type StaffMessage,
} from '@ticino/shared';
import { useDictionary } from '../../../../hooks/useLocale';
import type { ReceivedCode } from '../../../../lib/api-client';
import type { PhotoChange } from '../api/menu-api';
import { DishField } from './DishField';
import { PLAIN_FIELDS, dishText, newDishText, type PlainField } from './dish-values';
import { LAW_FIELDS_IN_FORM_ORDER, LawFields, lawDraftFrom, lawInput, needsOwnPrice, type LawDraft } from './LawFields';
import { PhotoField, type PhotoErrors, type PhotoState } from './PhotoField';

/** Every field held as text, so "12." or "" can be typed and checked like the server checks it. */
type FormValues = Record<PlainField, string>;

/** A new item starts as the descriptor says; an item shows its values, prices in francs and centimes. */
function initialValues(item: MenuItem | null, restored?: MenuItemValues): FormValues {
  const start = restored ?? item;
  const values = {} as FormValues;
  for (const field of PLAIN_FIELDS) values[field] = start ? dishText(field, start[field]) : newDishText(field);
  return values;
}

function isMenuItemField(name: string): name is MenuItemField {
  return (MENU_ITEM_FIELD_NAMES as readonly string[]).includes(name);
}

/** The form's messages: the item's fields, then the photo and its alt text. */
export type FormErrors = MenuItemErrors & PhotoErrors;
const PHOTO_ERROR_FIELDS = ['photo', 'alt'] as const;
/** Every field with a message, in the order the form shows them: the first in error takes the focus. */
const FIELDS_IN_FORM_ORDER: readonly (keyof FormErrors)[] = [
  ...PLAIN_FIELDS,
  ...PHOTO_ERROR_FIELDS,
  ...LAW_FIELDS_IN_FORM_ORDER,
];

/** A field's message as the form shows it, in French. */
const errorText = (error: StaffMessage | undefined) => (error === undefined ? undefined : wordStaffMessage(error));

/** A photo file's refusal (the guests' `api.photo*` codes, the upload route's) in French words. */
type PhotoFileWords = (refusal: PhotoFileRefusal) => string;

/** The photo's checks (docs/product.md#dish-photos): the chosen file's type and size, alt text whenever a photo shows. */
function checkPhoto(state: PhotoState, stored: MenuPhoto | null, fileWords: PhotoFileWords): PhotoErrors {
  const errors: PhotoErrors = {};
  const refusal = state.file && checkPhotoFile(state.file);
  if (refusal) errors.photo = fileWords(refusal);
  const hasPhoto = state.file !== null || (stored !== null && !state.removed);
  const alt = hasPhoto ? checkPhotoAlt(state.alt).error : undefined;
  if (alt) errors.alt = wordStaffMessage(alt);
  return errors;
}

/** What the save is to do with the photo, once the form is valid. */
function photoChange(state: PhotoState, stored: MenuPhoto | null): PhotoChange {
  const alt = checkPhotoAlt(state.alt).value ?? '';
  if (state.file) return { kind: 'upload', file: state.file, alt };
  if (stored && state.removed) return { kind: 'remove' };
  if (stored && alt !== stored.alt) return { kind: 'alt', alt };
  return { kind: 'keep' };
}

const isPhotoErrorField = (name: string): name is keyof PhotoErrors =>
  (PHOTO_ERROR_FIELDS as readonly string[]).includes(name);

/** A refused save's fields as the server answered them: their French words, and their codes (`errorCodes`). */
export interface RefusedFields {
  fieldErrors: Readonly<Record<string, string>>;
  fieldCodes: Readonly<Record<string, ReceivedCode>>;
}

/**
 * Keeps only the server's errors about fields this form shows: a dish's field by its staff message, which the form
 * places by its code and values (docs/product.md#messages-as-codes), left out when the dashboard does not know that
 * code (the alert still says the refusal); the photo's and its alt text's by the server's words, each shown under its
 * one control.
 */
export function formErrorsFrom({ fieldErrors, fieldCodes }: RefusedFields): FormErrors {
  const errors: FormErrors = {};
  for (const [name, words] of Object.entries(fieldErrors)) {
    if (isPhotoErrorField(name)) errors[name] = words;
    else if (isMenuItemField(name)) {
      const coded = fieldCodes[name];
      const message = coded && receivedStaffMessage(coded.code, coded.params);
      if (message) errors[name] = message;
    }
  }
  return errors;
}

interface MenuItemFormProps {
  formId: string;
  item: MenuItem | null;
  /** What was typed before a forced re-login, shown instead of the item's stored values. */
  restored?: MenuItemValues;
  /** Resolves with the server's field errors when the save failed, nothing when it worked. */
  onSubmit: (values: MenuItemWrite, photo: PhotoChange) => Promise<FormErrors | void>;
}

/** The add/edit form of docs/product.md#menu-item-form: checked on submit with the server's own rules. */
export function MenuItemForm({ formId, item, restored, onSubmit }: MenuItemFormProps) {
  const frenchMessages = useDictionary('fr').messages;
  const photoFileWords: PhotoFileWords = (refusal) => wordMessage(frenchMessages, refusal);
  const [values, setValues] = useState<FormValues>(() => initialValues(item, restored));
  const [law, setLaw] = useState<LawDraft>(() => lawDraftFrom(restored ?? item));
  const [errors, setErrors] = useState<FormErrors>({});
  const stored = item?.photo ?? null;
  const [photo, setPhoto] = useState<PhotoState>(() => ({
    file: null,
    previewUrl: null,
    removed: false,
    alt: stored?.alt ?? '',
  }));
  const fieldRefs = useRef<Partial<Record<keyof FormErrors, HTMLElement | null>>>({});
  const placeField = (field: keyof FormErrors, element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };
  // Each failed save, with its messages: a new object even when the messages are the same as the last time's.
  const [failure, setFailure] = useState<{ errors: FormErrors; count: number }>({ errors: {}, count: 0 });

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    setFailure((previous) => ({ errors: next, count: previous.count + 1 }));
  };

  // After the render that shows the messages, which has opened the law sections holding one: the first field in
  // error that the form shows takes the focus.
  useEffect(() => {
    const first = FIELDS_IN_FORM_ORDER.find((field) => failure.errors[field] && fieldRefs.current[field]);
    if (first) fieldRefs.current[first]?.focus();
  }, [failure]);

  const clearError = (field: keyof FormErrors) =>
    setErrors((previous) => {
      // Mutation testing: `if (false)` survives, equivalent: the copy without the field holds the same errors, keeping
      // the same object only spares a render. (Not disabled: `if (true)` on this line is not.)
      if (!previous[field]) return previous;
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });

  const choosePhoto = (file: File) => {
    const refusal = checkPhotoFile(file);
    if (refusal) {
      setErrors((previous) => ({ ...previous, photo: photoFileWords(refusal) }));
      return;
    }
    clearError('photo');
    // Made here, in the event, not while rendering; PhotoField releases it.
    setPhoto((previous) => ({ ...previous, file, previewUrl: URL.createObjectURL(file), removed: false }));
  };

  const update = (field: PlainField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    clearError(field);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // As the server checks it: an item's change, against the item as stored (docs/product.md#swiss-food-and-price-law).
    const result = validateMenuItem({ ...values, ...lawInput(law, values.category) }, { stored: item });
    const photoErrors = checkPhoto(photo, stored, photoFileWords);
    if (!result.ok || Object.keys(photoErrors).length > 0) {
      showErrors({ ...(result.ok ? {} : result.errors), ...photoErrors });
      return;
    }
    const serverErrors = await onSubmit(
      law.confirmAllergens ? { ...result.values, confirmAllergens: true } : result.values,
      photoChange(photo, stored),
    );
    if (serverErrors) showErrors(serverErrors);
  };

  return (
    <form id={formId} className="admin-form" noValidate onSubmit={handleSubmit}>
      {PLAIN_FIELDS.filter((field) => field !== 'price' || needsOwnPrice(law, values.category)).map((field) => (
        <DishField
          key={field}
          field={field}
          value={values[field]}
          error={errorText(errors[field])}
          fieldRef={(element) => placeField(field, element)}
          onChange={(value) => update(field, value)}
        />
      ))}
      <PhotoField
        stored={stored}
        state={photo}
        errors={errors}
        onChoose={choosePhoto}
        onRemove={() => {
          clearError('photo');
          clearError('alt');
          setPhoto((previous) =>
            previous.file ? { ...previous, file: null, previewUrl: null } : { ...previous, removed: true },
          );
        }}
        onKeep={() => setPhoto((previous) => ({ ...previous, removed: false }))}
        onAltChange={(alt) => {
          clearError('alt');
          setPhoto((previous) => ({ ...previous, alt }));
        }}
        fileRef={(element) => placeField('photo', element)}
        altRef={(element) => placeField('alt', element)}
      />
      <LawFields
        draft={law}
        category={values.category}
        confirmation={item?.allergensConfirmation ?? null}
        errors={errors}
        failedSaves={failure.count}
        placeField={placeField}
        onChange={(next, ...fields) => {
          setLaw(next);
          fields.forEach(clearError);
        }}
      />
    </form>
  );
}
