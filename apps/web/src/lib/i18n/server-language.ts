import { API_PATH } from '../api-path';
import { readStorage, STORAGE_KEYS } from '../storage';
import { chosenSignedOut, currentLanguage, markChosenSignedOut, setLanguage } from './i18n';
import { isLanguage, type Language } from './languages';

/**
 * The language follows the user to another device (issue 35): it is the profile's `language`
 * ('en' | 'ar', agents and agency users), written with PATCH on the route every user may call for
 * its own language (profileSettings needs settings.manage, which bookers and viewers do not have).
 */
const PROFILE_PATH = 'b2b/resellers/auth/update/language';

/** Saves the language to the signed-in user's profile; a refused or failed call keeps it local. */
export async function saveProfileLanguage(language: Language): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) return;
  try {
    await fetch(`${API_PATH}${PROFILE_PATH}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ language }),
    });
  } catch {
    /* offline: the browser still remembers the choice */
  }
}

/**
 * On sign-in (and each start with a session): a language chosen on the sign-in page is saved to the
 * profile; otherwise the profile's language, when it has one, is the one shown.
 */
export async function syncProfileLanguage(profile: { language?: unknown } | null): Promise<void> {
  if (!profile) return;
  if (chosenSignedOut()) {
    markChosenSignedOut(false);
    if (profile.language !== currentLanguage()) await saveProfileLanguage(currentLanguage());
    return;
  }
  if (isLanguage(profile.language) && profile.language !== currentLanguage())
    await setLanguage(profile.language);
}

/** The switch: the language now, in this browser, and on the profile when signed in. */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  await setLanguage(language);
  if (signedIn) await saveProfileLanguage(language);
  else markChosenSignedOut(true);
}
