import type { RegisterSubAgentAnswer } from '@portal/contracts';
import {
  callApi,
  expect,
  reviewShot,
  runAdmin,
  signInAsStaff,
  signupBodyFor,
  test,
  tokenFor,
  uniqueEmail,
} from './fixtures';

/**
 * Issue 35 (ADR 0032, addendum): a refusal naming an amount is said in Arabic with the amount in the
 * reader's formats; the back office stays in English for a member of staff whose browser keeps Arabic,
 * and shows an Arabic agency name as written.
 */
test('a refusal with its amount in Arabic; the back office in English with Arabic names', async ({
  page,
  agent,
  signIn,
}) => {
  test.setTimeout(120_000);
  const token = await tokenFor(agent.email, agent.password);
  await runAdmin(['wallet:credit', agent.email, '1000', '--reason', 'e2e arabic messages']);
  const subEmail = uniqueEmail('ar-credit-sub');
  const arabicName = 'سفريات الواحة';
  const { subAgent } = await callApi<RegisterSubAgentAnswer>('POST', 'b2b/resellers/register', {
    token,
    body: { ...signupBodyFor(subEmail, { companyName: arabicName }), password: undefined },
  });
  // A credit line of AED 300.00, of which the sub-agent used AED 200.00.
  await callApi('PATCH', `b2b/resellers/${subAgent._id}/wallet/credit-limit`, {
    token,
    body: { amount: 300 },
  });
  await runAdmin(['wallet:debit', subEmail, '200', '--reason', 'e2e credit used']);

  await test.step('the refusal says the amount in Arabic', async () => {
    await signIn(agent, { goto: `/reseller/${subAgent._id}` });
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('textbox', { name: /حد الائتمان الجديد|New credit limit/ }).fill('100');
    await page.getByRole('button', { name: /حفظ الحد|Save limit/ }).click();
    const said = page.getByText(/لا يمكن أن يكون حد الائتمان أقل من الائتمان الذي استخدمه الوكيل الفرعي/);
    await expect(said).toBeVisible();
    // The amount, in the Arabic formats (the dirham's Arabic symbol, Western digits by default).
    await expect(said).toContainText(/200\.00\s*د\.إ/);
    await expect(said).not.toContainText('AED');
    await reviewShot(page, 'credit-limit-refusal-ar');
  });

  await test.step('the back office in English, the Arabic name as written', async () => {
    // The same browser keeps Arabic for the agent portal.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    await signInAsStaff(page, `/admin/agents/${subAgent._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(arabicName);
    await expect(heading.locator('bdi')).toHaveText(arabicName);
    await expect(page.getByRole('main')).toContainText('AED');
    await reviewShot(page, 'back-office-en-arabic-name');
    // Back in the agent portal, the browser's Arabic again.
    await page.goto(`/reseller/${subAgent._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
