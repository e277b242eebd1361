import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio';
import { performance } from 'node:perf_hooks';
import type { MailLanguage, RenderedMail } from '../mail.types.js';
import {
  renderMailUncached,
  type MailContent,
  birthAnnouncementMail,
  contactReplyMail,
  guestReservedMail,
  logoUrl,
  newAnswerMail,
  ownerNoticeMail,
  resetPasswordMail,
  thankNoteMail,
  verifyEmailMail,
} from '../templates/index.js';
import { webhookDisabledMail } from '../../webhooks/webhook-disabled.mail.js';

const publicUrl = 'https://cigogne.example';
const EVIL = '<script>alert(1)</script>';
const LINK = 'https://cigogne.example/app/some/link?a=1&b=2';

/** Every template, with a user-supplied string (a name, a title) that tries to inject markup. */
interface Template<P extends { publicUrl: string }> {
  (p: P): Promise<RenderedMail>;
  content(p: P): MailContent;
}
/** A template with its parameters in one language: rendered as the product does, and its content. */
const use = <P extends { publicUrl: string }>(template: Template<P>, params: (language: MailLanguage) => P) => ({
  render: (language: MailLanguage) => template(params(language)),
  content: (language: MailLanguage) => template.content(params(language)),
});

const TEMPLATES: Record<
  string,
  {
    render: (language: MailLanguage) => Promise<RenderedMail>;
    content: (language: MailLanguage) => MailContent;
    link: string;
    subject: Record<MailLanguage, string>;
  }
> = {
  resetPassword: {
    ...use(resetPasswordMail, (language) => ({ firstName: EVIL, link: LINK, language, publicUrl })),
    link: LINK,
    subject: { fr: 'Cigogne : réinitialisez votre mot de passe', en: 'Cigogne: reset your password' },
  },
  verifyEmail: {
    ...use(verifyEmailMail, (language) => ({ firstName: EVIL, link: LINK, language, publicUrl })),
    link: LINK,
    subject: { fr: 'Cigogne : confirmez votre adresse e-mail', en: 'Cigogne: confirm your e-mail address' },
  },
  guestReserved: {
    ...use(guestReservedMail, (language) => ({
      guestName: EVIL,
      itemTitle: 'Doudou',
      wishlistTitle: 'Liste',
      link: LINK,
      language,
      publicUrl,
    })),
    link: LINK,
    subject: { fr: 'Cigogne : votre réservation de « Doudou »', en: 'Cigogne: your reservation of "Doudou"' },
  },
  ownerNotice: {
    ...use(ownerNoticeMail, (language) => ({
      firstName: 'Léa',
      notice: 'reserved' as const,
      itemTitle: EVIL,
      wishlistTitle: 'Liste',
      wishlistId: 'w1',
      language,
      publicUrl,
    })),
    link: `${publicUrl}/app/wishlists/w1`,
    subject: { fr: `Cigogne\u00a0: «\u00a0${EVIL}\u00a0» réservé`, en: `Cigogne: "${EVIL}" reserved` },
  },
  newAnswer: {
    ...use(newAnswerMail, (language) => ({ firstName: 'Léa', guestName: EVIL, link: LINK, language, publicUrl })),
    link: LINK,
    subject: { fr: `Cigogne\u00a0: ${EVIL} a répondu à votre pronostic`, en: `Cigogne: ${EVIL} answered your prediction` },
  },
  contactReply: {
    ...use(contactReplyMail, (language) => ({
      name: EVIL,
      subject: 'Aide',
      message: 'Bonjour\nmerci',
      answer: 'Voici',
      language,
      publicUrl,
    })),
    link: `${publicUrl}/app/contact`,
    subject: { fr: 'Cigogne\u00a0: Re\u00a0: Aide', en: 'Cigogne: Re: Aide' },
  },
  birthAnnouncement: {
    ...use(birthAnnouncementMail, (language) => ({
      playerName: EVIL,
      babyFirstName: 'Lou',
      babyGender: 'girl',
      winners: [{ userName: EVIL, score: 87.5, rank: 1 }],
      own: { score: 42.5, rank: 2 },
      playerCount: 3,
      link: `${publicUrl}/app/predictions/p1`,
      language,
      publicUrl,
    })),
    link: `${publicUrl}/app/predictions/p1`,
    subject: { fr: 'Cigogne : Lou est née !', en: 'Cigogne: Lou is born!' },
  },
  webhookDisabled: {
    ...use(webhookDisabledMail, (language) => ({
      firstName: 'Léa',
      url: `https://hooks.example/${EVIL}`,
      link: LINK,
      language,
      publicUrl,
    })),
    link: LINK,
    subject: { fr: 'Cigogne : un webhook a été désactivé', en: 'Cigogne: a webhook was disabled' },
  },
  thankNote: {
    ...use(thankNoteMail, (language) => ({
      fromName: 'Léa\r\nBcc: x@evil.example',
      note: `Merci ${EVIL}\u202f!

À bientôt`,
      wishlistId: 'w1',
      language,
      publicUrl,
    })),
    link: `${publicUrl}/app/wishlists/w1`,
    subject: {
      fr: 'Un mot de remerciement de Léa Bcc: x@evil.example',
      en: 'A thank-you note from Léa Bcc: x@evil.example',
    },
  },
};

describe.each(Object.entries(TEMPLATES))('the %s mail', (kind, t) => {
  it.each(['fr', 'en'] as const)('renders in %s: subject, a button to its link, a text part, escaped user strings', async (language) => {
    const mail = await t.render(language);
    expect(mail.kind).toBe(kind);
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(t.subject[language]);
    // the one link that matters is a button: a link in a cell of the theme colour
    const $ = load(mail.html);
    const button = $('a').filter((_, a) => $(a).attr('href') === t.link);
    expect(button).toHaveLength(1);
    expect(button.closest('td[bgcolor="#3b6797"]')).toHaveLength(1);
    expect($('html').attr('lang')).toBe(language);
    expect($('img').attr('src')).toBe(logoUrl(publicUrl));
    // the text part says the same, with the link written out under the button's label
    expect(mail.text).toContain(`${button.text().trim()}:\n${t.link}`);
    expect(mail.text).toContain(language === 'en' ? 'The Cigogne team' : 'L’équipe Cigogne');
    // a name or title carrying markup is shown as text, never run
    expect(mail.html).not.toContain('<script>');
    expect($('script')).toHaveLength(0);
    expect($('body').text()).toContain(EVIL);
    expect(mail.text).toContain(EVIL);
  });
});

it('writes each part in its language and the player’s own score and rank in the announcement', async () => {
  const [fr, en] = await Promise.all([TEMPLATES.birthAnnouncement.render('fr'), TEMPLATES.birthAnnouncement.render('en')]);
  expect(fr.text).toContain('Votre score : 42,5 / 100, 2e sur 3.');
  expect(en.text).toContain('Your score: 42.5 / 100, rank 2 of 3.');
  expect(fr.text).toContain(`- 1. ${EVIL} : 87,5 / 100`);
  expect(en.html).toContain('Lou is born!');
});

it('agrees the announcement with the recorded sex, and says né·e only when it is not known', async () => {
  const of = (babyGender: string | null) =>
    birthAnnouncementMail({
      playerName: 'Mamie',
      babyFirstName: 'Lou',
      babyGender,
      winners: [],
      own: { score: 50, rank: 1 },
      playerCount: 1,
      link: `${publicUrl}/app/predictions/p1`,
      language: 'fr',
      publicUrl,
    });
  expect((await of('girl')).subject).toBe('Cigogne\u00a0: Lou est née\u202f!');
  expect((await of('boy')).subject).toBe('Cigogne\u00a0: Lou est né\u202f!');
  expect((await of(null)).subject).toBe('Cigogne\u00a0: Lou est né·e\u202f!');
  expect((await of('boy')).text).toContain('Bonne nouvelle\u00a0: Lou est né\u202f! Merci');
});

describe.each(Object.entries(TEMPLATES))('the %s mail from its cached skeleton', (_kind, t) => {
  it.each(['fr', 'en'] as const)('in %s is the HTML of its own MJML render, which is strictly valid', async (language) => {
    const uncached = await renderMailUncached(t.content(language), publicUrl, 'strict');
    // twice: the first compiles the skeleton (or finds it), the second certainly reads the cache
    expect((await t.render(language)).html).toBe(uncached.html);
    expect(await t.render(language)).toEqual(uncached);
  });
});

it('fills a skeleton with any string as its own render would write it: markup, line breaks, `$&`, a placeholder look-alike', async () => {
  const { renderMail } = await import('../templates/layout.js');
  const tricky = [`${EVIL} & "quotes" 'single'`, 'deux\nlignes', 'prix $& $1 $$', 'CGSLOT0Z CGSLOT1Z', 'é à ç 👶'];
  for (const [i, s] of tricky.entries()) {
    const content: MailContent = {
      kind: 'contactReply',
      language: i % 2 ? 'en' : 'fr',
      subject: s,
      greeting: s,
      paragraphs: [s, `${s}!`],
      button: { label: s, href: `${LINK}&q=${encodeURIComponent(s)}"'<` },
      rows: [{ label: s, value: s }],
      after: [s],
      footnote: s,
    };
    expect((await renderMail(content, publicUrl)).html).toBe((await renderMailUncached(content, publicUrl)).html);
  }
});

it('renders a mail from its skeleton in a small part of the time MJML takes each time', async () => {
  const time = async (render: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      await render();
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[times.length / 2];
  };
  await TEMPLATES.newAnswer.render('fr'); // the skeleton of its shape
  const cached = await time(() => TEMPLATES.newAnswer.render('fr'));
  const uncached = await time(() => renderMailUncached(TEMPLATES.newAnswer.content('fr'), publicUrl));
  console.info(`new answer mail: median ${cached.toFixed(3)} ms from the skeleton, ${uncached.toFixed(2)} ms by MJML`);
  // against MJML measured here, under the same load: a skeleton that rendered through MJML again
  // would cost as much
  expect(cached).toBeLessThan(uncached / 3);
});
