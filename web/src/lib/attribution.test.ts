import { describe, expect, it } from 'vitest';
import { attributionFor, attributionFromQuery, captureLanding } from './attribution';

const query = (text: string) => attributionFromQuery(new URLSearchParams(text));
const land = (address: string, options?: { returning?: boolean }) => {
  const url = new URL(address, 'https://hire.example');
  captureLanding({ pathname: url.pathname, search: url.search }, options);
};

describe('the attribution an address carries', () => {
  it("given a job board's feed link, then the channel is job_board and the board is the link's name", () => {
    expect(query('source=indeed')).toEqual({ source: 'job_board', board: 'indeed' });
  });

  it('given a channel by name, then it is that channel, with no board', () => {
    expect(query('source=careers_page')).toEqual({ source: 'careers_page' });
  });

  it('given campaign tags, then every utm parameter is kept beside the source', () => {
    expect(query('source=linkedin&utm_source=li&utm_medium=feed&utm_campaign=spring&utm_term=rust&utm_content=banner')).toEqual({
      source: 'job_board',
      board: 'linkedin',
      utm_source: 'li',
      utm_medium: 'feed',
      utm_campaign: 'spring',
      utm_term: 'rust',
      utm_content: 'banner',
    });
  });

  it('given campaign tags without a source, then the visitor came directly and no board is guessed from them', () => {
    expect(query('utm_source=indeed&utm_campaign=spring')).toEqual({ source: 'direct', utm_source: 'indeed', utm_campaign: 'spring' });
  });

  it('given texts longer than 100 characters, then they are trimmed and cut to 100 characters', () => {
    const long = 'ə'.repeat(150);
    expect(query(`source=${encodeURIComponent(`  ${long}  `)}&utm_campaign=${long}`)).toEqual({
      source: 'job_board',
      board: 'ə'.repeat(100),
      utm_campaign: 'ə'.repeat(100),
    });
  });

  it('given no source nor campaign tag (or only blank ones), then it says nothing', () => {
    expect(query('q=rust&page=2')).toBeNull();
    expect(query('source=%20%20&utm_campaign=')).toBeNull();
  });
});

describe('the attribution an application sends', () => {
  it("given a landing through a tagged link, when applying, then the application carries that link's attribution", () => {
    land('/job/job-1?source=indeed&utm_campaign=spring');
    expect(attributionFor('job-1')).toEqual({ source: 'job_board', board: 'indeed', utm_campaign: 'spring' });
  });

  it('given a tagged landing, when the visitor lands again through another tagged link, then the first one wins', () => {
    land('/jobs?source=indeed');
    land('/job/job-1?source=glassdoor');
    expect(attributionFor('job-1')).toEqual({ source: 'job_board', board: 'indeed' });
  });

  it('given a tagged landing, when the visitor comes back through the e-mailed link of a sign-up, then the attribution is kept', () => {
    land('/job/job-1?source=indeed');
    land('/auth/verify?uid=u&token=t');
    expect(attributionFor('job-1')).toEqual({ source: 'job_board', board: 'indeed' });
  });

  it("given a tagged landing on another page, when applying to a job found afterwards, then the landing's attribution still counts", () => {
    land('/jobs?source=indeed');
    expect(attributionFor('job-2')).toEqual({ source: 'job_board', board: 'indeed' });
  });

  it("given a landing on the job's page with nothing in the address, when applying to it, then it came directly", () => {
    land('/job/job-1');
    expect(attributionFor('job-1')).toEqual({ source: 'direct' });
  });

  it('given a landing elsewhere, when applying to a job reached inside the app, then it came through the job search', () => {
    land('/jobs?q=rust');
    expect(attributionFor('job-1')).toEqual({ source: 'job_search' });
  });

  it('given a job landed on directly, when applying to another job reached inside the app, then that one came through the job search', () => {
    land('/job/job-1');
    expect(attributionFor('job-2')).toEqual({ source: 'job_search' });
  });

  it('given a job reached inside the app, when its page is reloaded, then it still came through the job search', () => {
    land('/jobs');
    land('/job/job-1', { returning: true });
    expect(attributionFor('job-1')).toEqual({ source: 'job_search' });
  });
});
