import * as React from 'react';
import {Frame, Page, render} from 'react-figma';

render(
  <Page name="Screens" isCurrent>
    <Frame name="Header" style={{width: 200, height: 48, backgroundColor: '#bcd3ff'}} />
    <Frame name="Content" style={{width: 200, height: 96, backgroundColor: '#ffd9a8'}} />
  </Page>,
);
