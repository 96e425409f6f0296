/**
 * Arabic of the server's messages (lib/server-messages.ts, ADR 0032), spread into catalogues/ar.ts.
 */
export const serverMessages: Record<string, string> = {
  'serverError.signIn': 'سجّل الدخول للمتابعة',
  'serverError.sessionEnded': 'انتهت جلستك، يرجى تسجيل الدخول مرة أخرى',
  'serverError.invalidLogin': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'serverError.denied': 'غير مسموح لك بتنفيذ هذا الإجراء',
  'serverError.insufficientFunds': 'الرصيد في محفظتك (الرصيد والائتمان) غير كافٍ لهذه الدفعة',
  'serverError.withdrawRefused':
    'المبلغ أكبر مما يمكنك سحبه: يمكنك سحب رصيدك الخاص غير المحجوز لحجوزات أو طلبات معلّقة فقط',
  'serverError.transferRefused': 'المبلغ أكبر من الأموال المتاحة للتحويل (رصيدك الخاص غير المحجوز)',
  'serverError.creditLineRefused': 'أموالك المتاحة لا تغطي حد الائتمان هذا للوكيل الفرعي',
  'serverError.soldOut': 'نفدت الكمية: يرجى اختيار خيار آخر',
  'serverError.priceChanged': 'تغيّر السعر. راجع السعر الجديد وأكّد مرة أخرى.',
  'serverError.ticketsSoldOut': 'نفدت التذاكر: لم تتبقَّ تذاكر لهذا النشاط',
  'serverError.fewTicketsLeft': 'التذاكر المتبقية لهذا النشاط لا تكفي لهذا العدد: اختر عددًا أقل من الأشخاص',
  'serverError.fileTooLarge': 'حجم الملف أكبر من 5 ميغابايت',
  'serverError.fileType': 'نوع هذا الملف غير مقبول',
  'serverError.fileEmpty': 'الملف فارغ',
  'serverError.invalid': 'بعض البيانات غير صحيحة: راجع الحقول المحددة',
  'serverError.rateLimited': 'محاولات كثيرة جدًا: يرجى الانتظار قليلًا ثم المحاولة مرة أخرى',
  'serverError.busy': 'الخدمة مشغولة؛ يرجى المحاولة مرة أخرى بعد لحظات',
  'serverError.internal': 'حدث خطأ ما، يرجى المحاولة مرة أخرى',
};
