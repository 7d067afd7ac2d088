import * as React from 'react';
import {Frame, Page, Rectangle, render} from 'react-figma';

const square = {width: 40, height: 40, backgroundColor: '#2f5fc4'};
const spaced = {...square, marginLeft: 16};

render(
  <Page name="Item spacing" isCurrent>
    <Frame
      name="itemSpacing 16"
      layoutMode="HORIZONTAL"
      itemSpacing={16}
      paddingLeft={12}
      paddingRight={12}
      paddingTop={12}
      paddingBottom={12}
      style={{backgroundColor: '#ffd9a8'}}>
      <Rectangle name="A" style={square} />
      <Rectangle name="B" style={square} />
      <Rectangle name="C" style={square} />
    </Frame>
    <Frame name="marginLeft 16" style={{flexDirection: 'row', padding: 12, marginTop: 16, backgroundColor: '#bcd3ff'}}>
      <Rectangle name="D" style={square} />
      <Rectangle name="E" style={spaced} />
      <Rectangle name="F" style={spaced} />
    </Frame>
  </Page>,
);
