import type { Catalogue } from "../messages.ts";

/** Arabic (right-to-left). */
const ar: Catalogue = {
  "error.server": "حدث خطأ في الخادم. يُرجى المحاولة مرة أخرى لاحقًا.",
  "error.generic": "حدث خطأ. يُرجى المحاولة مرة أخرى لاحقًا.",
  "error.other": "حدث خطأ ما.",
  "error.tryLater": "حدث خطأ ما. يُرجى المحاولة مرة أخرى لاحقًا.",
  "signIn.error.subscription_issue":
    "توجد مشكلة في خطة اشتراك شركتك. يُرجى التواصل مع مسؤول حساب شركتك للحصول على المساعدة.",
  "signIn.error.uninvited":
    "ليس لديك صلاحية الوصول إلى مساحة العمل هذه. يُرجى التحقق من اختيارك لمساحة العمل الصحيحة أو التواصل مع المسؤول للحصول على المساعدة.",
  "signIn.error.default": "حدث خطأ ما. تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى لاحقًا.",
  "signIn.error.invalid_token":
    "انتهت صلاحية هذا الرابط أو أنه غير صالح. يُرجى طلب دعوة جديدة أو إعادة تعيين كلمة المرور من جديد.",
  "signIn.error.password_disabled":
    "تسجيل الدخول بكلمة المرور معطّل حاليًا لهذا الحساب. يُرجى استخدام طريقة تسجيل دخول أخرى أو التواصل مع المسؤول لتفعيل المصادقة بكلمة المرور.",
  "signIn.error.google_disabled":
    "تسجيل الدخول باستخدام Google معطّل حاليًا لهذا الحساب. يُرجى استخدام طريقة تسجيل دخول أخرى أو التواصل مع المسؤول لتفعيل المصادقة باستخدام Google.",
  "signIn.error.invalid_credentials": "عنوان البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  "signIn.error.rate_limited": "محاولات تسجيل دخول كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
  "signIn.error.captcha_failed": "فشل التحقق الأمني. يُرجى المحاولة مرة أخرى.",
  "rapidOnboarding.invalid": "الرمز غير صالح أو منتهي الصلاحية.",
  "workspace.infoFailed": "تعذّر الحصول على معلومات تطبيق {{product}} الخاص بك.",
  "workspace.notFound": "لم نتمكن من العثور على مساحة العمل الخاصة بك. يُرجى المحاولة مرة أخرى.",
  "workspace.notReady": "النطاق الفرعي الخاص بك ليس جاهزًا بعد. يُرجى المحاولة مرة أخرى لاحقًا.",
  "notFound.title": "عذرًا! الصفحة غير موجودة",
  "notFound.backHome": "العودة إلى الصفحة الرئيسية",
  "share.continue": "متابعة هذه المحادثة",
  "share.viewSettings": "إعدادات العرض",
  "share.created": "أُنشئت في {{date}}",
  "share.assistant": "المساعد",
  "share.participant": "مشارك",
  "share.attachments": "الملفات المرفقة",
  "share.pageLabel": "محادثة مشتركة",
  "rename.empty": "يجب ألا يكون الاسم فارغًا",
  "manage.refused": "ليست لديك صلاحية الإدارة!",
  "snapshot.emailExists": "يوجد مستخدم بهذا البريد الإلكتروني بالفعل.",
  "snapshot.removed": "أزال المالك هذه اللقطة.",
  "snapshot.invalidEmail": "بريد إلكتروني غير صالح",
  "profile.updated": "تم تحديث الملف الشخصي بنجاح.",
  "profile.updateFailed": "تعذّر تحديث الملف الشخصي",
  "profile.unexpected": "حدث خطأ غير متوقع",
  "passkeys.fetchFailed": "تعذّر جلب مفاتيح المرور.",
  "integrations.fetchFailed": "حدث خطأ أثناء جلب عمليات التكامل.",
  "helper.didNotStart": "لم يبدأ التطبيق المساعد بشكل صحيح",
  "helper.timeout": "انتهت مهلة التحقق من حالة التطبيق المساعد",
  "helper.launchFailed": "تعذّر تشغيل التطبيق المساعد",
  "helper.shutdownFailed": "تعذّر إيقاف التطبيق المساعد",
  "audio.playback": "حدث خطأ أثناء تشغيل الصوت.",
  "audio.processing": "حدث خطأ أثناء معالجة البيانات الصوتية.",
  "thrown.loadFailed": "فشل التحميل",
  "thrown.invalidToken": "رمز غير صالح",
  "thrown.refreshFailed": "تعذّر تحديث الرمز",
  "thrown.subdomainFailed": "تعذّر جلب معلومات النطاق الفرعي",
  "remote.failed": "تعذّر تحميل هذا الجزء من {{product}}.",
  "remote.incompatible":
    "يتطلب هذا الجزء من {{product}} إصدارًا أحدث من الواجهة (العقد المطلوب {{needed}}، الواجهة الحالية {{current}}).",
  "remote.retry": "إعادة المحاولة",
  "password.required": "أدخل كلمة مرور.",
  "password.tooShort": "كلمة المرور هذه قصيرة جدًا. يجب أن تحتوي على {{min}} أحرف على الأقل.",
  "password.tooLong": "كلمة المرور هذه طويلة جدًا. يجب ألا تتجاوز {{max}} حرفًا.",
  "password.tooCommon": "كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.",
  "password.mismatch": "كلمتا المرور غير متطابقتين.",
  "password.constraints": "يجب أن تستوفي كلمة المرور الشروط التالية:",
  "password.rateLimited":
    "محاولات كثيرة جدًا لإعادة تعيين كلمة المرور. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
};
export default ar;
