import type { Page } from '@playwright/test';
import {
  allFlags,
  createApprovedAgent,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  reviewShot,
  signInViaApi,
  test,
  type TestAgent,
} from './fixtures';

/**
 * Issue 35: the agent's own pages in Arabic - the sign-up and password-recovery forms, the dashboard,
 * settings, security, agency users, activity, sub-agents, the visa application form (names stay Latin,
 * and the form says so) and the public page bodies. Each page: its Arabic heading, right to left, no
 * axe violation at all, no sideways scroll at 390 px; screenshots at 1440 and 390 px.
 */
async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(5, 500);
  await reviewShot(page, name, { fullPage: true });
}

/** The page at both widths: Arabic heading, rtl, axe clean, no sideways scroll, screenshots. */
async function checkBothWidths(page: Page, name: string, heading: string | RegExp): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  await expectNoA11yViolations(page);
  await shoot(page, `${name}-ar-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await shoot(page, `${name}-ar-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('Arabic: the account pages', () => {
  let agent: TestAgent;
  test.beforeAll(async () => {
    agent = await createApprovedAgent({ label: 'arabic-account', flags: allFlags(true) });
  });

  test('signed out: sign-up, password recovery and the public pages in Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await test.step('forgot password', async () => {
      await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
      await expect(page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' })).toBeVisible();
      await page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
      await expect(page.getByText('أدخل بريدًا إلكترونيًا صحيحًا')).toBeVisible();
      await checkBothWidths(page, 'forgot', 'نسيت كلمة المرور؟');
    });

    await test.step('sign-up', async () => {
      await page.goto('/register');
      await expect(page.getByRole('group', { name: 'الشركة' })).toBeVisible();
      await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
      await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
      await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('abc');
      await expect(page.getByText('قوة كلمة المرور:')).toBeVisible();
      await checkBothWidths(page, 'register', 'سجّل وكالتك');
    });

    await test.step('about us and the privacy policy', async () => {
      await page.goto('/aboutus');
      await expect(page.getByText('أسعار للوكلاء مع هوامش شفافة')).toBeVisible();
      await checkBothWidths(page, 'about', /^عن /);
      await page.goto('/privacy-policy');
      await expect(page.getByText(/بقانون اتحادي رقم 45/)).toBeVisible();
      await checkBothWidths(page, 'privacy', 'سياسة الخصوصية');
    });

    await test.step("a wrong password: the server's answer in Arabic (its messageKey, ADR 0032)", async () => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(agent.email);
      await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Not-the-password-1!');
      await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    });
  });

  test('signed in: dashboard, settings, users, sub-agents and the visa form in Arabic', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInViaApi(page, agent.email, agent.password, { goto: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'العربية' }).click();

    await test.step('dashboard', async () => {
      await expect(page.getByRole('heading', { name: 'المبيعات والأرباح' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'هذا الشهر' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('المتاح للإنفاق')).toBeVisible();
      await checkBothWidths(page, 'dashboard', 'لوحة المعلومات');
    });

    await test.step('settings and security', async () => {
      await page.goto('/settings');
      await expect(page.getByRole('group', { name: 'لغتك' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'العربية' }).first()).toBeChecked();
      await checkBothWidths(page, 'settings', 'الإعدادات');
      await page.goto('/settings/security');
      await expect(page.getByRole('button', { name: 'إعداد تسجيل الدخول بخطوتين' })).toBeVisible();
      await checkBothWidths(page, 'security', 'الأمان');
    });

    await test.step('agency users and activity', async () => {
      await page.goto('/agency/users');
      await expect(page.getByText(/^المالك · /)).toBeVisible();
      await checkBothWidths(page, 'users', 'المستخدمون');
      await page.getByRole('button', { name: 'دعوة مستخدم' }).click();
      const dialog = page.getByRole('dialog', { name: 'دعوة مستخدم' });
      await dialog.getByLabel(/الحد لكل حجز/).fill('١٥٠٠');
      await expect(dialog.getByLabel('الدور')).toBeVisible();
      await expectNoA11yViolations(page);
      await shoot(page, 'invite-ar-1440');
      await dialog.getByRole('button', { name: 'إلغاء' }).click();
      await page.goto('/agency/activity');
      await checkBothWidths(page, 'activity', 'سجل النشاط');
    });

    await test.step('sub-agents', async () => {
      await page.goto('/resellers');
      await expect(page.getByText('لا يوجد وكلاء فرعيون بعد')).toBeVisible();
      await checkBothWidths(page, 'sub-agents', 'الوكلاء الفرعيون');
      await page.goto('/reseller/add');
      await expect(page.getByRole('group', { name: 'الشخص المسؤول' })).toBeVisible();
      await checkBothWidths(page, 'sub-agent-add', 'إضافة وكيل فرعي');
    });

    await test.step('the visa form: names stay Latin, and it says so', async () => {
      await page.goto('/visa');
      await page.getByRole('combobox').fill('Indi');
      await page.getByRole('option', { name: 'Indian', exact: true }).click();
      await expect(page.getByTestId('visa-type').first()).toBeVisible();
      await page
        .getByRole('button', { name: /^قدّم طلب/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/visa\/[0-9a-f-]{36}\/apply\?/);
      await expect(page.getByTestId('latin-names-note')).toHaveText(
        /اكتب الأسماء بالأحرف اللاتينية \(A-Z\) تمامًا كما هي مطبوعة في كل جواز سفر/,
      );
      // Values inside Arabic labels are isolated (U+2068 ... U+2069): the label is matched by its words.
      await page
        .getByRole('textbox', { name: /الاسم الأول/ })
        .first()
        .fill('محمد');
      await page.getByRole('button', { name: 'ادفع وقدّم الطلب' }).click();
      await expect(page.getByText('أدخل الاسم الأول بالأحرف اللاتينية (A-Z)')).toBeVisible();
      await expect(page.getByText('أرفق الصفحة الأولى من جواز السفر').first()).toBeVisible();
      await checkBothWidths(page, 'visa-apply', /^تقديم طلب: /);
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByTestId('latin-names-note')).toHaveText(
        'Type the names in Latin letters (A-Z), exactly as printed in each passport: the visa authority needs them in Latin.',
      );
      await expect(page.getByText('Enter the first name in Latin letters (A-Z)')).toBeVisible();
      await shoot(page, 'visa-apply-en-1440');
    });
  });
});
