import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useT, type Translate } from '../../../lib/i18n';
import { useToast } from '../../../lib/use-toast';
import { useAppDispatch } from '../../../app/store';
import { sessionActions } from '../../../stores/session.slice';
import { useUploadProfileImageMutation, type ProfileImageKind } from '../api/settings.api';
import { checkProfileImage, PROFILE_IMAGE_ACCEPT, profileImageText } from '../lib/profile-image';

interface ImageUploadProps {
  kind: ProfileImageKind;
  label: string;
  /** The current image, or what to show when there is none. */
  current: ReactNode;
  /** Classes of the preview frame (round for the avatar, wide for the logo). */
  frameClassName: string;
}

/** The texts that name the image, per kind (the English names it in lower case mid-sentence). */
function kindTexts(t: Translate, kind: ProfileImageKind) {
  return kind === 'avatar'
    ? {
        updated: t('images.avatarUpdated', 'Your profile picture has been updated.'),
        preview: t('images.avatarPreview', 'New profile picture preview'),
        upload: t('images.avatarUpload', 'Upload profile picture'),
      }
    : {
        updated: t('images.logoUpdated', 'Your company logo has been updated.'),
        preview: t('images.logoPreview', 'New company logo preview'),
        upload: t('images.logoUpload', 'Upload company logo'),
      };
}

/** Pick, preview and upload one profile image (avatar or company logo). */
export function ImageUpload({ kind, label, current, frameClassName }: ImageUploadProps) {
  const id = useId();
  const t = useT();
  const texts = kindTexts(t, kind);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [upload, { isLoading }] = useUploadProfileImageMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function pick(picked: File | null) {
    const problem = picked ? checkProfileImage(picked) : null;
    setError(problem);
    setFile(problem ? null : picked);
  }

  function clear() {
    setFile(null);
    setInputKey((k) => k + 1);
  }

  async function save() {
    if (!file) return;
    const result = await upload({ kind, image: file });
    if ('error' in result) {
      setError(
        errorMessage(result.error, t('images.failed', 'The image could not be uploaded, please try again')),
      );
      return;
    }
    dispatch(sessionActions.agentUpdated(result.data));
    toast.success(t('profile.saved', 'Saved'), texts.updated);
    clear();
  }

  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div
        className={`flex shrink-0 items-center justify-center overflow-hidden ring-1 ring-slate-200 ${frameClassName}`}
      >
        {preview ? <img src={preview} alt={texts.preview} className="size-full object-contain" /> : current}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        {error ? (
          <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
            {profileImageText(error)}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t('images.hint', 'JPG, PNG or WEBP, up to 5 MB.')}
          </p>
        )}
        {file ? (
          <div className="flex gap-2">
            <Button size="sm" loading={isLoading} onClick={() => void save()}>
              {texts.upload}
            </Button>
            <Button size="sm" variant="ghost" onClick={clear} disabled={isLoading}>
              {t('certificate.cancel', 'Cancel')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
