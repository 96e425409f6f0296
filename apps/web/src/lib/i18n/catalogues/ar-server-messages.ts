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
  'serverError.ticketsSoldOutOf':
    '{activity}: نفدت التذاكر (لم تتبقَّ تذاكر{ticket, select, adult { للبالغين} child { للأطفال} infant { للرضّع} other {}}).',
  'serverError.fewTicketsLeftOf':
    '{activity}: تبقّى {left} فقط من التذاكر{ticket, select, adult { للبالغين} child { للأطفال} infant { للرضّع} other {}}.',
  'serverError.slotFull': 'تبقّى {left} من الأماكن فقط في موعد {slot}.',
  'serverError.creditLimitBelowUsed':
    'لا يمكن أن يكون حد الائتمان أقل من الائتمان الذي استخدمه الوكيل الفرعي بالفعل ({used})',
  'serverError.minimumCardDeposit': 'الحد الأدنى للإيداع بالبطاقة هو {minimum}',
  'serverError.quotationPriceChanged':
    'تغيّر السعر: أصبح {was} الآن {now} للمجموعة. راجع السعر الجديد وأكّد مرة أخرى.',
  'serverError.deadlinePassed':
    '{action, select, change {كان تغيير الأسماء وبيانات جوازات السفر} other {كان الإلغاء}} ممكنًا حتى {deadline}؛ وقد انتهت المهلة',
  'serverError.fileTooLarge': 'حجم الملف أكبر من 5 ميغابايت',
  'serverError.fileType': 'نوع هذا الملف غير مقبول',
  'serverError.fileEmpty': 'الملف فارغ',
  'serverError.invalid': 'بعض البيانات غير صحيحة: راجع الحقول المحددة',
  'serverError.rateLimited': 'محاولات كثيرة جدًا: يرجى الانتظار قليلًا ثم المحاولة مرة أخرى',
  'serverError.busy': 'الخدمة مشغولة؛ يرجى المحاولة مرة أخرى بعد لحظات',
  'serverError.internal': 'حدث خطأ ما، يرجى المحاولة مرة أخرى',
};
