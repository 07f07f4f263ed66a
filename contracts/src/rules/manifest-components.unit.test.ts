import { COMPONENT_URL_INVALID, COMPONENT_URL_NOT_HTTPS, componentUrlProblem, viewProblem } from './manifest-components';

describe('embedded component rules', () => {
  it.each([
    ['https://app.example.com/panel', null],
    ['http://localhost:3000/panel', null],
    ['http://insecure.example.com/panel', COMPONENT_URL_NOT_HTTPS],
    ['http://127.0.0.1:3000', COMPONENT_URL_NOT_HTTPS],
    ['javascript:alert(1)', COMPONENT_URL_INVALID],
    ['data:text/html,hi', COMPONENT_URL_INVALID],
    ['not a url', COMPONENT_URL_INVALID],
  ])('Given the URL %s, When checked, Then %s', (url, problem) => {
    expect(componentUrlProblem(url)).toBe(problem);
  });

  it.each(['projects.rfis.detail', 'company/home', 'change_events-list', 'A1'])(
    'Given the view %s, When checked, Then it is a path',
    (view) => {
      expect(viewProblem(view)).toBeNull();
    },
  );

  it.each(['not a view!!', '', 'projects..rfis', '.projects', 'projects/', ' projects'])(
    'Given the view %j, When checked, Then it is refused',
    (view) => {
      expect(viewProblem(view)).toMatch(/is not a view path/);
    },
  );
});
