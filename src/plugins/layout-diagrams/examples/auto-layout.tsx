import * as React from 'react';
import {Frame, Page, Rectangle, render} from 'react-figma';

const square = {width: 40, height: 40, backgroundColor: '#2f5fc4'};

render(
  <Page name="Yoga and auto layout" isCurrent>
    <Frame name="Style row" style={{flexDirection: 'row', padding: 12, backgroundColor: '#bcd3ff'}}>
      <Rectangle name="A" style={square} />
      <Rectangle name="B" style={square} />
    </Frame>
    <Frame
      name="Auto-layout row"
      layoutMode="HORIZONTAL"
      paddingLeft={12}
      paddingRight={12}
      paddingTop={12}
      paddingBottom={12}
      style={{marginTop: 16, backgroundColor: '#ffd9a8'}}>
      <Rectangle name="C" style={square} />
      <Rectangle name="D" style={square} />
    </Frame>
  </Page>,
);
