import type pg from 'pg';

export const ANSWER = {
  userName: 'Tante Lucie',
  gender: 'girl',
  birthDate: '2027-03-12T00:00:00.000Z',
  birthTime: '08:30',
  weight: 3.4,
  size: 50,
  eyeColor: 'blue',
  hairColor: 'brown',
};

const PREDICTION_FORM = {
  firstName: 'Gabriel',
  gender: 'boy',
  dueDate: '2027-03-14T00:00:00.000Z',
  visibility: 'public',
  themeColor: 'blue',
  guessBirthDate: true,
  guessBirthTime: true,
  guessBirthMoment: false,
  guessWeight: true,
  guessSize: true,
  guessEyeColor: true,
  guessHairColor: true,
  revealGender: true,
  revealFirstName: true,
};

async function post(url: string, token: string, body: unknown): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * The bench's data beside the wishlists: the admin error log of 100 000 rows (the bench user made
 * an operator), two public predictions, one with 10 000 answers, and a public timeline of 10 events
 * (the guest pages).
 */
export async function seedBench(seeder: pg.Client, serverUrl: string, token: string, userId: string) {
  const sql = async (text: string, params: unknown[]) => (await seeder.query(text, params)).rows;
  await sql('update users set is_admin = true where id = $1', [userId]);
  await sql(
    `insert into api_error_logs (id, url, method, status, version, error, date, referrer, os, device, browser)
     select gen_random_uuid(), '/api/x/' || i, 'GET', (array[400, 401, 404, 422, 429, 500])[1 + i % 6], '1.0.0', '{"message":"x"}',
            now() - make_interval(secs => i), '{}', '{}', '{}', '{}'
     from generate_series(1, $1::int) i`,
    [100_000],
  );
  await sql('analyze api_error_logs', []);

  const answered = await post(`${serverUrl}/api/predictions`, token, PREDICTION_FORM);
  const counted = await post(`${serverUrl}/api/predictions`, token, PREDICTION_FORM);
  await sql(
    `insert into prediction_answers (id, created_at, prediction_id, user_name, gender, birth_date, birth_time, weight_grams, size_mm, eye_color, hair_color)
     select gen_random_uuid(), now() - make_interval(secs => i), $1, 'Invité ' || i, (array['boy', 'girl'])[1 + i % 2],
            '2027-03-01'::timestamptz + make_interval(days => i % 30), lpad((i % 24)::text, 2, '0') || ':' || lpad((i % 60)::text, 2, '0'),
            2500 + i % 2000, 450 + i % 120, (array['blue', 'green', 'brown'])[1 + i % 3], (array['blonde', 'chestnut', 'brown', 'red'])[1 + i % 4]
     from generate_series(1, $2::int) i`,
    [counted, 10_000],
  );
  await sql('update predictions set answer_count = $2 where id = $1', [counted, 10_000]);
  await sql('analyze prediction_answers', []);

  const timeline = await post(`${serverUrl}/api/timelines`, token, {
    title: 'Les premiers mois de Nina',
    firstName: 'Nina',
    birthDate: '2026-09-01T08:30:00.000Z',
    themeColor: 'teal',
    visibility: 'public',
  });
  for (let i = 1; i <= 10; i++) {
    await post(`${serverUrl}/api/timelines/${timeline}/events`, token, {
      title: `Premier sourire n° ${i}`,
      date: new Date(Date.UTC(2026, 8, 1 + i * 3)).toISOString(),
      description: 'Un grand moment pour toute la famille.',
    });
  }
  return { answered, counted, timeline };
}
