import * as React from 'react';
import {Page, Rectangle, Text, View, render} from 'react-figma';

render(
  <Page name="Leaves" isCurrent>
    <View name="Row" style={{flexDirection: 'row', padding: 16, backgroundColor: '#ffffff'}}>
      <Rectangle name="Swatch" width={48} height={48} style={{backgroundColor: '#2f5fc4'}} />
      <Text name="Label" style={{fontSize: 16, marginLeft: 12}}>
        Leaf sizes
      </Text>
    </View>
    <View name="Note" style={{marginTop: 16, backgroundColor: '#ffffff'}}>
      <Text name="Wrapped" style={{width: 160, fontSize: 14}}>
        A fixed width makes the text wrap and grow downwards.
      </Text>
    </View>
  </Page>,
);
