import type { Lang } from '@roadshow/contracts/locale';
import type { ReviewItem } from '../services/verification/list-review-queue.ts';
import { html } from './html.ts';
import { PAGE_TEXTS } from './page-texts.ts';
import { renderPage } from './render-page.ts';

/** The operators' queue: each pending request with its photo, approve, or reject with a reason. */
export function renderReviewPage(input: { lang: Lang; nonce: string; items: ReviewItem[]; notice?: string }): string {
  const t = PAGE_TEXTS[input.lang];
  const { lang } = input;
  const row = (label: string, value: string) =>
    value
      ? html`<tr>
          <th scope="row">${label}</th>
          <td>${value}</td>
        </tr>`
      : '';
  const items = input.items.map(
    (item) =>
      html`<article class="card review" aria-labelledby="review-${item.id}">
        <h2 id="review-${item.id}">${item.kind === 'card' ? t.reviewCard : t.reviewId} #${item.id}</h2>
        <table>
          ${row(t.reviewUser, item.applicant)}
          ${row(t.reviewSubmitted, item.submittedAt.toISOString().slice(0, 16).replace('T', ' '))}
          ${row(t.fieldName, item.name)} ${row(t.fieldEmail, item.email)} ${row(t.fieldCompany, item.company)}
          ${row(t.fieldPosition, item.position)}
          ${row(t.fieldDocument, item.documentType === null ? '' : `${t.documentTypes[item.documentType] ?? ''} ${item.documentNumber}`)}
        </table>
        <img
          class="review__image"
          src="${item.imageUrl}"
          alt="${item.kind === 'card' ? t.reviewCard : t.reviewId} #${item.id}"
        />
        <form method="post" action="/identity/admin/verifications/${item.id}?lang=${lang}" class="review__actions">
          <button type="submit" class="primary" name="decision" value="approve">${t.approve}</button>
          <label for="reason-${item.id}">${t.rejectReason}</label>
          <div class="row">
            <input type="text" id="reason-${item.id}" name="reason" maxlength="200" />
            <button type="submit" class="secondary" name="decision" value="reject">${t.reject}</button>
          </div>
        </form>
      </article>`,
  );
  const body = html`<div class="review-list">
    <h1 class="review-title">${t.review}</h1>
    ${input.notice ? html`<div class="alert alert--ok" role="status">${input.notice}</div>` : ''}
    ${input.items.length === 0 ? html`<div class="card"><p>${t.reviewEmpty}</p></div>` : items}
  </div>`;
  return renderPage({
    lang,
    title: t.review,
    selfUrl: new URL('http://self/identity/admin/verifications'),
    nonce: input.nonce,
    body,
  });
}
