// Appium and webdriverio failures translated into errors that name the fix: no device, app not
// installed, UiAutomator2 driver missing, session lost in the middle of a run.
import { SetupError } from '../errors.ts';
import type { AndroidSettings } from './settings.ts';

/** The session went away mid-run (device unplugged, emulator closed, Appium stopped). */
export class SessionLostError extends SetupError {
  constructor(command: string, options?: { cause?: unknown }) {
    super(`The Appium session was lost during "${command}" (the device or emulator disconnected, or Appium stopped). ` +
      'Everything compiled before this step is kept in the cache: reconnect the device (adb devices) ' +
      'and run the same command again.', options);
    this.name = 'SessionLostError';
  }
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Why a session could not start, as a SetupError with the fix. */
export function sessionStartError(e: unknown, s: AndroidSettings): SetupError {
  const m = message(e);
  if (/Could not find a driver for automationName|Have you installed a driver/i.test(m)) {
    return new SetupError(`The Appium driver for "${s.automationName}" is not installed. Install it with: ` +
      'npm i -D appium-uiautomator2-driver   (or: npx appium driver install uiautomator2)', { cause: e });
  }
  if (/Could not find 'adb'|Android Build Tools/i.test(m)) {
    return new SetupError('adb was not found in the Android SDK that ANDROID_HOME points to. ' +
      'Install the SDK platform-tools ' +
      '(sdkmanager "platform-tools") or point ANDROID_HOME at an SDK that has them.', { cause: e });
  }
  if (/not in the list of connected devices|Could not find a connected Android device|no devices?\/emulators? (?:found|connected)|ANDROID_HOME|ANDROID_SDK_ROOT|adb.*(?:not found|ENOENT)/i.test(m)) {
    return new SetupError(`No Android device${s.udid ? ` "${s.udid}"` : ''} is available. ` +
      `Start an emulator or connect a device ` +
      '(check with: adb devices), set ANDROID_HOME to the Android SDK, and set "android.udid" when several are ' +
      'connected.', { cause: e });
  }
  if (/is not installed|does not exist or is not accessible|Activity.*does not exist|Cannot start the '/i.test(m)) {
    return new SetupError(`The app under test could not be started on the device: ${m.split('\n')[0]}\n` +
      'Set "android.app" to the .apk to install, or install the app and check ' +
      '"android.appPackage"/"android.appActivity".', { cause: e });
  }
  if (/ECONNREFUSED|ECONNRESET|fetch failed/i.test(m)) {
    return new SetupError('Appium stopped answering while the session was starting. Check its log, ' +
      'then run the command again.', { cause: e });
  }
  return new SetupError(`Appium could not start an Android session: ${m.split('\n')[0]}`, { cause: e });
}

/** Whether an error during a command means the session is gone, not that the command failed. */
export function isSessionLost(e: unknown): boolean {
  return /invalid session id|session (?:is either terminated|not found|.*deleted)|ECONNREFUSED|ECONNRESET|socket hang up|UND_ERR_SOCKET|instrumentation process is not running|device.*(?:offline|not found)/i
    .test(message(e));
}
