const en = {
  failed: {
    title: "Payment Failed",
    text: "Unfortunately, your payment was not successful. Please try again or contact our support team for assistance.",
    moneyTaken:
      "If money left your account, the bank or payment gateway usually returns it within 5 to 7 working days.",
    tryAgain: "Try again",
    home: "Go to Bahi",
  },
  success: {
    title: "Payment Successful",
    text: "Thank you for your purchase.",
    coinsAdded: "{{count}} coins added",
    coinsNow: " — you now have {{total}}",
    premiumAdded: "Premium for {{count}} days added",
    dlAdded: "Bahi DL app plan for {{count}} days added",
    until: " — active until {{date}}",
    confirming: "Confirming your payment with the bank…",
    nothing: "There is no payment to confirm here.",
    close: "Close Application",
    closeManually: "You can close this tab or window manually.",
    home: "Go to Bahi",
    promo: {
      title: "Bahi on your phone",
      text: "Add Bahi to your home screen and open it like an app — nothing to download.",
      cta: "See how",
    },
  },
};

const hi: typeof en = {
  failed: {
    title: "भुगतान विफल",
    text: "दुर्भाग्य से आपका भुगतान सफल नहीं हुआ। कृपया फिर से कोशिश करें या सहायता के लिए हमारी सहायता टीम से संपर्क करें।",
    moneyTaken: "यदि आपके खाते से पैसा कट गया है, तो बैंक या पेमेंट गेटवे आमतौर पर उसे 5 से 7 कार्य दिवसों में लौटा देता है।",
    tryAgain: "फिर से कोशिश करें",
    home: "बही पर जाएँ",
  },
  success: {
    title: "भुगतान सफल",
    text: "खरीदारी के लिए धन्यवाद।",
    coinsAdded: "{{count}} सिक्के जुड़ गए",
    coinsNow: " — अब आपके पास {{total}} हैं",
    premiumAdded: "{{count}} दिन का प्रीमियम जुड़ गया",
    dlAdded: "{{count}} दिन की बही DL ऐप योजना जुड़ गई",
    until: " — {{date}} तक सक्रिय",
    confirming: "बैंक से आपके भुगतान की पुष्टि हो रही है…",
    nothing: "यहाँ पुष्टि करने के लिए कोई भुगतान नहीं है।",
    close: "ऐप्लिकेशन बंद करें",
    closeManually: "आप यह टैब या विंडो स्वयं बंद कर सकते हैं।",
    home: "बही पर जाएँ",
    promo: {
      title: "आपके फ़ोन पर बही",
      text: "बही को होम स्क्रीन पर जोड़ें और ऐप की तरह खोलें — कुछ डाउनलोड नहीं करना।",
      cta: "तरीका देखें",
    },
  },
};

export const paymentTexts = { en, hi };
